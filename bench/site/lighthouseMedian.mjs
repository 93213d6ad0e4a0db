// Runs Lighthouse in plain Node, outside tsx: Lighthouse sends some of its own functions to the
// browser as source text, and tsx's transform adds a helper (`__name`) the page does not have.
// Usage: node bench/site/lighthouseMedian.mjs <chromium> <runs> <url>…
// Prints, as JSON, for each URL the median run's categories and audits (score, value) only.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { OFFLINE_CHROMIUM_FLAGS } from '../../scripts/chromium.mjs'

const [chromePath, runsText, ...urls] = process.argv.slice(2)
const runs = Number(runsText)

const chromeFlags = ['--headless=new', ...OFFLINE_CHROMIUM_FLAGS]

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

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags })
try {
  const medians = []
  for (const url of urls) {
    const lhrs = []
    for (let run = 0; run < runs; run += 1) {
      const lhr = (await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }))
        ?.lhr
      if (!lhr || lhr.runtimeError) {
        throw new Error(
          `Lighthouse could not measure ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`,
        )
      }
      lhrs.push(lhr)
    }
    medians.push({ url, runs, lhr: trimmed(computeMedianRun(lhrs)) })
  }
  process.stdout.write(JSON.stringify(medians))
} finally {
  await chrome.kill()
}
