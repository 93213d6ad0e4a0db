// Runs Lighthouse in plain Node, outside tsx: Lighthouse sends some of its own functions to the
// browser as source text, and tsx's transform adds a helper (`__name`) the page does not have.
// Usage: node bench/site/lighthouseMedian.mjs <chromium> <runs> <url>…
// Runs <runs> rounds, each measuring every URL once in the order given, so that the reference
// apps and the pages they are compared with meet the machine's changes of load alike. Prints, as
// JSON, for each URL its median run's categories and audits (score, value) only; progress and
// retries go to stderr.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { OFFLINE_CHROMIUM_FLAGS } from '../../scripts/chromium.mjs'

const [chromePath, runsText, ...urls] = process.argv.slice(2)
const runs = Number(runsText)

const chromeFlags = ['--headless=new', ...OFFLINE_CHROMIUM_FLAGS]
/**
 * Runs of a URL that may end in a Lighthouse runtime error before the bench fails: such an error
 * (NO_NAVSTART, a trace without its navigation) is most often the machine's, not the page's.
 */
const RETRIES = 2

function trimmed(lhr) {
  const categories = {}
  for (const [id, category] of Object.entries(lhr.categories)) {
    categories[id] = {
      score: category.score,
      auditRefs: category.auditRefs.map(({ id: ref, weight }) => ({ id: ref, weight })),
    }
  }
  const audits = {}
  for (const [id, audit] of Object.entries(lhr.audits)) {
    audits[id] = { score: audit.score, numericValue: audit.numericValue }
  }
  return { categories, audits }
}

/** One Lighthouse run of `url`, its result trimmed; retried after a runtime error. */
async function measuredRun(port, url, progress) {
  for (let retry = 0; ; retry += 1) {
    const lhr = (await lighthouse(url, { port, output: 'json', logLevel: 'error' }))?.lhr
    if (!lhr) throw new Error(`Lighthouse could not measure ${url}: no result`)
    if (!lhr.runtimeError) return trimmed(lhr)
    const { code, message } = lhr.runtimeError
    if (retry === RETRIES) {
      throw new Error(
        `Lighthouse could not measure ${url} after ${RETRIES} retries: ${code}: ${message}`,
      )
    }
    process.stderr.write(`  ${progress}: ${code} (${message}), retry ${retry + 1} of ${RETRIES}\n`)
  }
}

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags })
try {
  const resultsByUrl = urls.map(() => [])
  for (let round = 1; round <= runs; round += 1) {
    for (const [index, url] of urls.entries()) {
      const progress = `Lighthouse round ${round}/${runs}, ${url}`
      process.stderr.write(`${progress}\n`)
      resultsByUrl[index].push(await measuredRun(chrome.port, url, progress))
    }
  }
  // Each run is trimmed as it comes, as every URL's runs are held until the last round;
  // computeMedianRun reads only the audits' numeric values, which trimmed() keeps.
  const medians = urls.map((url, index) => ({
    url,
    runs,
    lhr: computeMedianRun(resultsByUrl[index]),
  }))
  process.stdout.write(JSON.stringify(medians))
} finally {
  await chrome.kill()
}
