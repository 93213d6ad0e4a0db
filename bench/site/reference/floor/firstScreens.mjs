// The first screens the bench found on the site's pages (bench/site/firstScreen.ts), written to
// the JSON file FIRST_SCREENS_FILE names, with each image's bytes beside it.
import { readFileSync } from 'node:fs'
import path from 'node:path'

function firstScreensFile() {
  const file = process.env.FIRST_SCREENS_FILE
  if (!file) throw new Error('FIRST_SCREENS_FILE is not set: the bench sets it (bench/site/run.ts)')
  return file
}

/** The first screen of the site's page at `segments`, of `kind`; undefined if the bench has none. */
export function firstScreenAt(kind, segments) {
  const page = `/${segments.join('/')}`
  const screens = JSON.parse(readFileSync(firstScreensFile(), 'utf8'))
  return screens.find((screen) => screen.kind === kind && screen.page === page)
}

/** The bytes of an image first screen's file. */
export const imageBytes = (screen) =>
  readFileSync(path.join(path.dirname(firstScreensFile()), screen.file))

/**
 * getServerSideProps of a floor page: read on each request, as each bench run writes its own
 * file (a page cached by ISR would outlive the run that wrote it).
 */
export const floorProps =
  (kind) =>
  async ({ params }) => {
    const screen = firstScreenAt(kind, params.page)
    return screen ? { props: { screen } } : { notFound: true }
  }
