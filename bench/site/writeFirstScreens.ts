// Finds each bench page's first screen on the running site and writes what the floor app reads:
// FIRST_SCREENS_FILE (first-screens.json) in a folder, each image's bytes beside it.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { type FirstScreen, firstScreenOf } from './firstScreen'
import { largestPaint } from './largestPaint'
import { launchChromium } from './overlayTiming'

export const FIRST_SCREENS_FILE = 'first-screens.json'

/** The first screens of `pages` on the site at `origin`, written to `dir`; the JSON file's path. */
export async function writeFirstScreens(
  origin: string,
  pages: string[],
  dir: string,
  chromePath: string,
): Promise<{ file: string; screens: FirstScreen[] }> {
  mkdirSync(dir, { recursive: true })
  const browser = await launchChromium(chromePath)
  const screens: FirstScreen[] = []
  try {
    for (const page of pages) {
      const { body, ...paint } = await largestPaint(browser, `${origin}${page}`)
      const screen = firstScreenOf(page, paint)
      if (screen.kind === 'image' && body) writeFileSync(path.join(dir, screen.file), body)
      screens.push(screen)
    }
  } finally {
    await browser.close()
  }
  const file = path.join(dir, FIRST_SCREENS_FILE)
  writeFileSync(file, `${JSON.stringify(screens, null, 2)}\n`)
  return { file, screens }
}
