// npm run bench:site — builds the production site, starts it as `npm start` does, measures it
// and checks the budgets (bench/site/budgets.ts). Writes bench/results/site.json and site.md;
// exits 1 when a budget is missed. Lighthouse measures each page beside its floor — its largest
// paint found on the running site and painted alone by a plain Next app (floors.ts), the base the
// page's budgets are ratios of — and the reference apps (bench/site/reference), what the
// framework and the UI library cost alone, all in the same alternating rounds. The overlay
// timings (overlayTiming.ts) run on the site and on the Panda reference, whose own overlays are
// the base of the site's; the field data (fieldVitals.ts) is the bench pages' p75s as the site's
// own collector records them. The machine's load is recorded along the way.
//   --skip-build        measure the existing builds (a reference or floor app is built if it has none)
//   --runs N            Lighthouse rounds, each measuring every reference, floor and page once (3)
//   --seconds N         the ISR-versus-plain comparison, per server (30)
//   --load-seconds N    the load across ISR pages (60)
//   --flood-seconds N   /th/home quietly, then under the image flood, each (20)
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { CHROMIUM_PATH } from '../../scripts/chromium.mjs'
import { pageJavaScript } from '../../scripts/pageJavaScript.mjs'
import {
  ACCEPT_ALL,
  CONSENT_COOKIE,
  createConsent,
  serializeConsent,
} from '../../lib/consent/consent'
import {
  checkBudgets,
  type FloorFigures,
  HOME_HTML_PATH,
  type PageJavaScript,
  type SiteBenchResults,
} from './budgets'
import { type RunningFloors, startFloors } from './floors'
import { FIELD_VISITS, readFieldVitals, recordFieldVitals } from './fieldVitals'
import { htmlSize } from './htmlSize'
import { compareWithPlainServer, loadAcrossPages } from './httpLoad'
import { homeUnderImageFlood } from './imageLoad'
import { lighthouseMedians } from './lighthouseRuns'
import {
  CPU_SLOWDOWN,
  launchChromium,
  measureOverlays,
  OVERLAY_RUNS,
  type OverlayTiming,
  REFERENCE_OVERLAYS,
  SITE_OVERLAYS,
} from './overlayTiming'
import { markdownReport } from './report'
import {
  buildReference,
  FLOOR_APPS,
  PANDA_REFERENCE,
  REFERENCE_APPS,
  type RunningServer,
  startReference,
  startSite,
} from './siteServer'

const CONNECTIONS = 50
const LOAD_PAGE_COUNT = 24
const root = path.join(__dirname, '..', '..')
const distDir = path.join(root, process.env.NEXT_DIST_DIR?.trim() || '.next')
const chromePath = process.env.CHROME_PATH?.trim() || CHROMIUM_PATH

const { values: args } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '30' },
    'load-seconds': { type: 'string', default: '60' },
    'flood-seconds': { type: 'string', default: '20' },
  },
})

/** The site's public pages as its sitemap lists them, as paths. */
async function sitemapPaths(origin: string): Promise<string[]> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
}

async function measurePageJavaScript(origin: string, pagePath: string): Promise<PageJavaScript> {
  const html = await (await fetch(`${origin}${pagePath}`)).text()
  return { path: pagePath, ...pageJavaScript(html, distDir) }
}

/** The 1-minute load average, to 2 decimals. */
const loadAverageNow = () => Math.round(loadavg()[0]! * 100) / 100

/** Every `step`-th entry, so the load touches every kind of page the sitemap has. */
function spread<T>(items: T[], count: number): T[] {
  const step = Math.max(1, Math.floor(items.length / count))
  return items.filter((_, index) => index % step === 0).slice(0, count)
}

async function main() {
  const loadAtStart = loadAverageNow()
  if (!args['skip-build']) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  for (const app of [...REFERENCE_APPS, ...Object.values(FLOOR_APPS)]) {
    buildReference(app, args['skip-build'])
  }
  const site = await startSite()
  const references: RunningServer[] = []
  let floors: RunningFloors | undefined
  const stopReferences = () =>
    Promise.all([...references.map((server) => server.stop()), floors?.stop()])
  try {
    for (const app of REFERENCE_APPS) references.push(await startReference(app.dir))
    const paths = await sitemapPaths(site.origin)
    const productPage = paths.find((p) => p.startsWith('/th/products/'))
    if (!productPage) throw new Error('the sitemap lists no product page')
    const pages = [
      '/th/home',
      '/en/product-list',
      productPage,
      '/th/corporate/news',
      '/en/investors/dividend',
      // The press room: contacts, kit and the alerts' form, all kept as the server's HTML.
      '/en/corporate/press',
    ]
    const loadPaths = spread(paths, LOAD_PAGE_COUNT)
    // Every page once first: the bench measures cached pages, not their first rendering.
    for (const p of new Set([...pages, ...loadPaths]))
      await fetch(`${site.origin}${p}`).then((r) => r.arrayBuffer())
    console.log('First screens and their floors …')
    floors = await startFloors(site.origin, pages, chromePath)
    const { screens, urlOf } = floors

    console.log('Page JavaScript and HTML …')
    const pageJs = await Promise.all(pages.map((p) => measurePageJavaScript(site.origin, p)))
    const html = await htmlSize(site.origin, HOME_HTML_PATH)
    const referenceSizes = await Promise.all(
      REFERENCE_APPS.map(async (app, index) => {
        const origin = references[index]!.origin
        const page = await (await fetch(`${origin}/`)).text()
        return {
          pageJavaScript: pageJavaScript(page, path.join(root, app.dir, '.next-reference')),
          html: await htmlSize(origin, '/'),
        }
      }),
    )
    const floorJs = await Promise.all(
      screens.map(async (screen) => {
        const page = await (await fetch(urlOf(screen))).text()
        return pageJavaScript(page, path.join(root, FLOOR_APPS[screen.kind].dir, '.next-reference'))
      }),
    )
    // Each page right after its floor, so that the two meet the machine's load alike.
    const urls = [
      ...references.map((server) => `${server.origin}/`),
      ...screens.flatMap((screen) => [urlOf(screen), `${site.origin}${screen.page}`]),
    ]
    console.log(`Lighthouse, ${args.runs} rounds of ${urls.length} pages …`)
    const loadBeforeLighthouse = loadAverageNow()
    const measured = await lighthouseMedians(urls, Number(args.runs), chromePath)
    const loadAfterLighthouse = loadAverageNow()
    const referenceFigures = REFERENCE_APPS.map((app, index) => ({
      label: app.label,
      ...measured[index]!,
      ...referenceSizes[index]!,
    }))
    const pairs = measured.slice(REFERENCE_APPS.length)
    const floorFigures: FloorFigures[] = screens.map((screen, index) => ({
      ...pairs[2 * index]!,
      firstScreen: screen,
      pageJavaScript: floorJs[index]!,
    }))
    const lighthouse = screens.map((_, index) => pairs[2 * index + 1]!)

    console.log(
      `Overlays: click to open at ${CPU_SLOWDOWN}× CPU, ${OVERLAY_RUNS} fresh pages each …`,
    )
    const browser = await launchChromium(chromePath)
    let overlays: OverlayTiming[]
    let referenceOverlays: OverlayTiming[]
    let field: SiteBenchResults['field']
    try {
      const pandaOrigin = references[REFERENCE_APPS.indexOf(PANDA_REFERENCE)]!.origin
      referenceOverlays = await measureOverlays(browser, pandaOrigin, REFERENCE_OVERLAYS)
      // A returning visitor's consent cookie: no banner over the footer, none of its code loaded.
      const consent = serializeConsent(createConsent(ACCEPT_ALL))
      const cookies = [
        { name: CONSENT_COOKIE, value: consent, url: site.origin, sameSite: 'Lax' as const },
      ]
      // Before the overlays: their visitors accept analytics too, and the collector would count
      // their visits of /th/home with the field data's.
      console.log(`Field data: ${FIELD_VISITS} visits of each page through the site's collector …`)
      await recordFieldVitals(browser, site.origin, pages, cookies)
      field = {
        visits: FIELD_VISITS,
        cpuSlowdown: CPU_SLOWDOWN,
        pages: await readFieldVitals(browser, site.origin, pages),
      }
      overlays = await measureOverlays(browser, site.origin, SITE_OVERLAYS, undefined, { cookies })
    } finally {
      await browser.close()
    }
    await stopReferences()
    console.log(`ISR against a plain server, ${args.seconds} s each …`)
    const throughput = await compareWithPlainServer(
      site.origin,
      '/th/home',
      CONNECTIONS,
      Number(args.seconds),
    )
    console.log(`Load across ${loadPaths.length} pages, ${args['load-seconds']} s …`)
    const loadSeconds = Number(args['load-seconds'])
    const load = await loadAcrossPages(site.origin, loadPaths, CONNECTIONS, loadSeconds)
    console.log(`/th/home quietly and under an image flood, ${args['flood-seconds']} s each …`)
    const imageFlood = await homeUnderImageFlood(site.origin, Number(args['flood-seconds']))

    const results: SiteBenchResults = {
      machine: {
        cores: cpus().length,
        loadAverage: {
          start: loadAtStart,
          beforeLighthouse: loadBeforeLighthouse,
          afterLighthouse: loadAfterLighthouse,
          end: loadAverageNow(),
        },
      },
      lighthouse,
      floors: floorFigures,
      references: referenceFigures,
      pageJavaScript: pageJs,
      html,
      overlays,
      referenceOverlays,
      throughput,
      load: { ...load, paths: loadPaths, connections: CONNECTIONS, seconds: loadSeconds },
      imageFlood,
      field,
    }
    const checks = checkBudgets(results)
    const when = new Date()
    const outDir = path.join(root, 'bench', 'results')
    mkdirSync(outDir, { recursive: true })
    const json = { measuredAt: when.toISOString(), node: process.version, results, checks }
    writeFileSync(path.join(outDir, 'site.json'), `${JSON.stringify(json, null, 2)}\n`)
    const markdown = markdownReport(results, checks, when)
    writeFileSync(path.join(outDir, 'site.md'), markdown)
    console.log(`\n${markdown}`)
    const failed = checks.filter((check) => !check.pass)
    if (failed.length > 0) {
      console.error(`${failed.length} budget(s) missed.`)
      process.exitCode = 1
    } else console.log('Every budget met.')
  } finally {
    await stopReferences()
    await site.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
