// The overlay timing (overlayTiming.ts) on the Panda reference app alone, without the site:
// builds the app if it has no build (or with --rebuild), serves it on a free port, times its
// button's dialog and toast, prints the figures and stops the server.
//   node --import tsx bench/site/referenceOverlays.ts [--runs 5] [--rebuild]
import { parseArgs } from 'node:util'
import { launchChromium, measureOverlays, OVERLAY_RUNS, REFERENCE_OVERLAYS } from './overlayTiming'
import { buildReference, PANDA_REFERENCE, startReference } from './siteServer'

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: String(OVERLAY_RUNS) },
    rebuild: { type: 'boolean', default: false },
  },
})

async function main() {
  buildReference(PANDA_REFERENCE, !args.rebuild)
  const server = await startReference(PANDA_REFERENCE.dir)
  try {
    const browser = await launchChromium()
    try {
      const timings = await measureOverlays(
        browser,
        server.origin,
        REFERENCE_OVERLAYS,
        Number(args.runs),
      )
      for (const timing of timings) {
        const runs = timing.runsMs.join(', ')
        const delays = timing.inputDelaysMs.join(', ')
        const figure =
          timing.error ?? `median ${timing.medianMs} ms (runs ${runs}; input delays ${delays})`
        console.log(`${timing.name}, ${timing.cpuSlowdown}× CPU slowdown: ${figure}`)
      }
      if (timings.some((timing) => timing.error)) process.exitCode = 1
    } finally {
      await browser.close()
    }
  } finally {
    await server.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
