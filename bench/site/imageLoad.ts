// Pages under an image flood: /th/home's median latency at 20 connections, quietly and while 12
// clients keep asking the image route for distinct expensive variants (each one a fresh
// encoding: the largest source on the page, PNG, 2x, a crop nobody asked for before) and for
// invalid ones. The image route's queue (lib/media/transformQueue.ts) is what keeps the page
// within 2× of its quiet median (budgets.ts).
//
// Alone, against a running server (`npm start`, or `npm run bench:site` runs it for you):
//   node --import tsx bench/site/imageLoad.ts [origin] [--seconds N]
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'

export const PAGE_CONNECTIONS = 20
export const HOSTILE_CLIENTS = 12

export interface HostileImageFigures {
  path: string
  connections: number
  hostileClients: number
  seconds: number
  /** /th/home's median latency with nothing else running, ms. */
  quietP50Ms: number
  /** The same while the image flood runs, ms. */
  underFloodP50Ms: number
  /** Page requests that failed (connection errors, time-outs, non-2xx) while the flood ran. */
  pageErrors: number
  /** The flood's answers by status (`error` for a failed connection). */
  imageAnswers: Record<string, number>
}

async function pageP50(origin: string, pagePath: string, seconds: number) {
  const result = await autocannon({
    url: `${origin}${pagePath}`,
    connections: PAGE_CONNECTIONS,
    duration: seconds,
  })
  return { p50: result.latency.p50, errors: result.errors + result.timeouts + result.non2xx }
}

/** The largest CMS image the page shows: its path without parameters, and its size. */
async function largestImage(origin: string, pagePath: string) {
  const html = await (await fetch(`${origin}${pagePath}`)).text()
  const found = [...html.matchAll(/\/api\/cms-image\/[^"?\s]+-(\d+)x(\d+)\.\w+/g)].map((m) => ({
    path: m[0],
    width: Number(m[1]),
    height: Number(m[2]),
  }))
  if (found.length === 0) throw new Error(`${pagePath} shows no image from /api/cms-image`)
  return found.reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a))
}

/**
 * An endless list of image queries: mostly valid variants no one asked for before (a crop one
 * pixel narrower each time: a new cache key, a full encoding), and every fourth an invalid one.
 */
function* hostileQueries(width: number, height: number): Generator<string> {
  const invalid = ['w=4000&h=4000&fm=png&q=100', 'w=1000&dpr=3', 'q=1&blur=50', 'w=64&w=128']
  for (let n = 0; ; n += 1) {
    if (n % 4 === 3) yield invalid[Math.floor(n / 4) % invalid.length]!
    else {
      const cut = 1 + (n % Math.max(1, width - 1))
      yield `rect=${cut},0,${width - cut},${height}&w=1440&dpr=2&fm=png&fit=clip`
    }
  }
}

/** Runs the flood until `stop` resolves; counts answers by status. */
async function flood(
  origin: string,
  image: { path: string; width: number; height: number },
  stop: Promise<void>,
) {
  const answers: Record<string, number> = {}
  let stopped = false
  void stop.then(() => (stopped = true))
  const queries = hostileQueries(image.width, image.height)
  const client = async () => {
    while (!stopped) {
      const query = queries.next().value as string
      let status = 'error'
      try {
        const response = await fetch(`${origin}${image.path}?${query}`)
        await response.arrayBuffer()
        status = String(response.status)
      } catch {
        // Counted as `error`.
      }
      answers[status] = (answers[status] ?? 0) + 1
    }
  }
  await Promise.all(Array.from({ length: HOSTILE_CLIENTS }, client))
  return answers
}

/** /th/home's p50 quietly, then under the image flood (after a few seconds of it). */
export async function homeUnderImageFlood(
  origin: string,
  seconds: number,
  pagePath = '/th/home',
): Promise<HostileImageFigures> {
  // Warm: the page is rendered and cached before either measurement.
  await pageP50(origin, pagePath, 3)
  const quiet = await pageP50(origin, pagePath, seconds)
  const image = await largestImage(origin, pagePath)
  let endFlood: () => void = () => {}
  const stop = new Promise<void>((resolve) => (endFlood = resolve))
  const answers = flood(origin, image, stop)
  await new Promise((resolve) => setTimeout(resolve, 3000))
  const underFlood = await pageP50(origin, pagePath, seconds)
  endFlood()
  return {
    path: pagePath,
    connections: PAGE_CONNECTIONS,
    hostileClients: HOSTILE_CLIENTS,
    seconds,
    quietP50Ms: quiet.p50,
    underFloodP50Ms: underFlood.p50,
    pageErrors: underFlood.errors,
    imageAnswers: await answers,
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { seconds: { type: 'string', default: '20' } },
  })
  const origin = (positionals[0] ?? 'http://127.0.0.1:3000').replace(/\/$/, '')
  const figures = await homeUnderImageFlood(origin, Number(values.seconds))
  console.log(JSON.stringify(figures, null, 2))
  const ratio = figures.underFloodP50Ms / Math.max(1, figures.quietP50Ms)
  console.log(`p50 under the flood ÷ quiet: ${ratio.toFixed(2)} (budget ≤ 2)`)
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
}
