// Benchmark: GET /api/search over HTTP, against the production build serving a generated
// catalogue of 10 000 products (Thai and English names built from the real ones) besides the
// bundled dataset's pages, news and investor documents. Budget: p95 under 30 ms after warm-up.
// Also a typo set: English words typed wrongly, whether the word meant is found and at which place.
// Run: npm run bench:search   (writes bench/results/search.json and .md; builds first if the
// build folder, NEXT_DIST_DIR or .next, has no build)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { Agent, get } from 'node:http'
import { createServer } from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { performance } from 'node:perf_hooks'
import { percentile, round } from './stats'

const PRODUCTS = 10_000
const WARM_UP_REQUESTS = 300
const MEASURED_REQUESTS = 3_000
const BUDGET_P95_MS = 30
// `sanity exec` runs this as an ES module (Vite's module runner): no __dirname.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const DATASET_DIR = path.join(ROOT, 'cms', 'dataset')

type Doc = { _id: string; _type: string } & Record<string, unknown>
type LocaleString = { _type: string; th: string; en: string }

// Variants of the real products, as a large catalogue has them: recipes, flavours, pack sizes.
const VARIANTS: [th: string, en: string][] = [
  ['สูตรต้นตำรับ', 'Original Recipe'],
  ['รสเผ็ด', 'Spicy'],
  ['สูตรลดโซเดียม', 'Reduced Sodium'],
  ['พรีเมียม', 'Premium'],
  ['แพ็กคู่', 'Twin Pack'],
  ['ขนาดครอบครัว', 'Family Size'],
  ['สำหรับร้านอาหาร', 'Food Service'],
  ['ออร์แกนิก', 'Organic'],
  ['รสกระเทียมพริกไทย', 'Garlic Pepper'],
  ['สูตรฮาลาล', 'Halal'],
]
const SIZES = [150, 200, 250, 300, 400, 500, 800, 1000, 1500, 2000]

const blockText = (text: string, key: string) => [
  {
    _key: key,
    _type: 'block',
    style: 'normal',
    markDefs: [],
    children: [{ _key: `${key}s`, _type: 'span', text, marks: [] }],
  },
]

/** The bundled dataset with its products replaced by `count` variants of them; returns the folder. */
export function writeSearchCatalogue(count: number): string {
  const docs = readFileSync(path.join(DATASET_DIR, 'production.ndjson'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Doc)
  const real = docs.filter((doc) => doc._type === 'product' && !doc._id.startsWith('drafts.'))
  const generated: Doc[] = []
  for (let i = 0; i < count; i += 1) {
    const base = real[i % real.length]!
    const [variantTh, variantEn] = VARIANTS[Math.floor(i / real.length) % VARIANTS.length]!
    const size = SIZES[(i * 7) % SIZES.length]!
    const name = base.name as LocaleString
    const summary = base.summary as LocaleString
    const slug = (base.slug as { current: string }).current
    generated.push({
      ...base,
      _id: `product-bench-${i}`,
      slug: { _type: 'slug', current: `${slug}-${i}` },
      name: {
        _type: 'localeString',
        th: `${name.th}${variantTh} ${size} กรัม`,
        en: `${variantEn} ${name.en}, ${size} g`,
      },
      summary: {
        _type: 'localeString',
        th: `${summary.th} ${variantTh} ขนาด ${size} กรัม รหัสสินค้า ${i}`,
        en: `${summary.en} ${variantEn}, ${size} g, item ${i}.`,
      },
      description: {
        _type: 'localeBlockContent',
        th: [
          ...((base.description as { th: unknown[] }).th ?? []),
          ...blockText(`ผลิตภัณฑ์${variantTh} ขนาดบรรจุ ${size} กรัม`, `v${i}`),
        ],
        en: [
          ...((base.description as { en: unknown[] }).en ?? []),
          ...blockText(`${variantEn} product in a ${size} g pack.`, `v${i}`),
        ],
      },
      related: [],
    })
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'search-bench-'))
  const kept = docs.filter((doc) => doc._type !== 'product')
  writeFileSync(
    path.join(dir, 'production.ndjson'),
    [...kept, ...generated].map((doc) => JSON.stringify(doc)).join('\n'),
  )
  copyFileSync(path.join(DATASET_DIR, 'assets.json'), path.join(dir, 'assets.json'))
  for (const folder of ['images', 'files']) {
    symlinkSync(path.join(DATASET_DIR, folder), path.join(dir, folder), 'dir')
  }
  return dir
}

// What visitors type, in both languages: Thai words and phrases without spaces, fragments of
// Thai names, English words and the first letters of them, mixed queries, misses.
const QUERIES: Record<'th' | 'en', string[]> = {
  th: [
    'ไก่',
    'หมู',
    'ไส้กรอก',
    'ซาลาเปา',
    'ข้าวมันไก่',
    'ไข่ไก่สด',
    'น้ำจิ้ม',
    'ลาเปา',
    'แฟรงก์',
    'มัสมั่',
    'เวสต์',
    'กะเพร',
    'ข้าวไก่',
    'หมูรมควัน',
    'รสเผ็ด',
    'Krua ข้าวมันไก่',
    'Golden Farm ไก่',
    'pork',
    'ไข่ไก่สดเบอร์ 0 แพ็ก 10 ฟอง',
    'งบการเงิน 2568',
    'ความยั่งยืน',
    'xyzzy',
  ],
  en: [
    'chicken',
    'pork',
    'sausage',
    'eggs',
    'curry',
    'chi',
    'sau',
    'fra',
    'p',
    'pork buns',
    'green curry chicken',
    'smoked bac',
    'family size',
    'Krua ข้าวมันไก่',
    'ซาลาเปา',
    'Deli Craft',
    'financial statements 2025',
    'sustainability',
    'xyzzy',
    'chiken',
    'sausge',
    'porkk',
    'meatbals',
  ],
}

// English words typed with a typo, and the word meant: is a result with that word in its title
// (or, on the Thai site, in its English name) found, and at which place among the results as
// the modal shows them (limit 50)? A word meant that no title has is reported as such.
const TYPOS: { lang: 'th' | 'en'; typo: string; meant: string }[] = [
  { lang: 'en', typo: 'chiken', meant: 'chicken' },
  { lang: 'en', typo: 'sausge', meant: 'sausage' },
  { lang: 'en', typo: 'porkk', meant: 'pork' },
  { lang: 'en', typo: 'dumplng', meant: 'dumpling' },
  { lang: 'en', typo: 'meatbals', meant: 'meatballs' },
  { lang: 'en', typo: 'frankfruters', meant: 'frankfurters' },
  { lang: 'en', typo: 'drumstiks', meant: 'drumsticks' },
  { lang: 'en', typo: 'shrmp', meant: 'shrimp' },
  { lang: 'en', typo: 'gyzoa', meant: 'gyoza' },
  { lang: 'en', typo: 'chiken curry', meant: 'curry' },
  { lang: 'th', typo: 'chiken', meant: 'chicken' },
  { lang: 'th', typo: 'sausge', meant: 'sausage' },
]

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 })

function request(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { agent }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    }).on('error', reject)
  })
}

interface Hit {
  title: { text: string }
  context: { text: string } | null
}
interface Answer {
  total: number
  groups: { hits: Hit[] }[]
}

/** One `GET /api/search`: its answer and how long it took. Any status but 200 throws. */
async function search(base: string, lang: 'th' | 'en', q: string, limit: number) {
  const url = `${base}/api/search?${new URLSearchParams({ q, lang, limit: String(limit) })}`
  const start = performance.now()
  const { status, body } = await request(url)
  const ms = performance.now() - start
  if (status !== 200) throw new Error(`${url} answered ${status}: ${body.slice(0, 200)}`)
  return { ms, answer: JSON.parse(body) as Answer }
}

async function searchAnswer(base: string, lang: 'th' | 'en', q: string, limit: number) {
  return (await search(base, lang, q, limit)).answer
}

/** Each typo: the results, and the place (1-based) of the first one with the word meant. */
async function typoSet(base: string) {
  const rows = []
  for (const { lang, typo, meant } of TYPOS) {
    const has = (hit: Hit) =>
      `${hit.title.text} ${hit.context?.text ?? ''}`.toLowerCase().includes(meant)
    const answer = await searchAnswer(base, lang, typo, 50)
    const hits = answer.groups.flatMap((group) => group.hits)
    const at = hits.findIndex(has)
    const exact = await searchAnswer(base, lang, meant, 50)
    rows.push({
      lang,
      typo,
      meant,
      results: answer.total,
      found: at !== -1,
      rank: at === -1 ? null : at + 1,
      meantIsInCatalogue: exact.groups.some((group) => group.hits.some(has)),
    })
  }
  return rows
}

async function timedSearch(base: string, lang: 'th' | 'en', q: string) {
  const { ms, answer } = await search(base, lang, q, 20)
  return { ms, total: answer.total }
}

async function waitUntilUp(base: string, server: ChildProcess) {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`next start exited with ${server.exitCode}`)
    try {
      if ((await request(`${base}/api/search?lang=th`)).status === 200) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('The server did not start within 2 minutes')
}

/** Stops `next start` and everything it started: it runs in a process group of its own. */
function stop(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null || server.pid === undefined) return resolve()
    server.once('exit', () => resolve())
    process.kill(-server.pid, 'SIGTERM')
    setTimeout(() => {
      if (server.exitCode === null) process.kill(-server.pid!, 'SIGKILL')
    }, 5000).unref()
  })
}

async function main() {
  const distDir = process.env.NEXT_DIST_DIR || '.next'
  // Next's own entry point, on this Node (node_modules/.bin/next takes the PATH's).
  const next = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next')
  if (!existsSync(path.join(ROOT, distDir, 'BUILD_ID'))) {
    console.log(`No production build in ${distDir}: building it first.`)
    const build = spawnSync(process.execPath, [next, 'build'], { cwd: ROOT, stdio: 'inherit' })
    if (build.status !== 0) throw new Error('next build failed')
  }

  const dir = writeSearchCatalogue(PRODUCTS)
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  // The site's own server, as npm start runs it: `next start` cannot load the site's page cache
  // handler (TypeScript, lib/cache/nextCacheHandler.ts), which the server runs under tsx.
  const serverArgs = ['--import', 'tsx', 'scripts/server.ts', '--host', '127.0.0.1']
  const server = spawn(process.execPath, [...serverArgs, '--port', String(port)], {
    cwd: ROOT,
    env: { ...process.env, CONTENT_DATASET_DIR: dir, NODE_ENV: 'production' },
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    await waitUntilUp(base, server)

    // The first search of each language reads the 10 000 products and builds its index.
    const firstSearch: Record<string, number> = {}
    for (const lang of ['th', 'en'] as const) {
      firstSearch[lang] = round((await timedSearch(base, lang, 'ไก่')).ms)
    }
    const mix = (['th', 'en'] as const).flatMap((lang) => QUERIES[lang].map((q) => ({ lang, q })))
    for (let i = 0; i < WARM_UP_REQUESTS; i += 1) {
      const { lang, q } = mix[i % mix.length]!
      await timedSearch(base, lang, q)
    }

    // Each search is followed by an empty query (validated, answered without the index): the
    // HTTP floor of the same server at the same moment, since other work on the machine shows.
    const times: number[] = []
    const floor: number[] = []
    const byQuery = new Map<string, { ms: number[]; total: number }>()
    for (let i = 0; i < MEASURED_REQUESTS; i += 1) {
      const { lang, q } = mix[(i * 7919) % mix.length]!
      const { ms, total } = await timedSearch(base, lang, q)
      floor.push((await timedSearch(base, lang, '')).ms)
      times.push(ms)
      const entry = byQuery.get(`${lang}\u0000${q}`) ?? { ms: [], total }
      entry.ms.push(ms)
      byQuery.set(`${lang}\u0000${q}`, entry)
    }

    const typos = await typoSet(base)
    const typoTexts = new Set(TYPOS.map((entry) => entry.typo))
    const typoTimes = [...byQuery.entries()]
      .filter(([key]) => typoTexts.has(key.split('\u0000')[1]!))
      .flatMap(([, entry]) => entry.ms)

    const slowest = [...byQuery.entries()]
      .map(([key, entry]) => {
        const [lang, q] = key.split('\u0000') as [string, string]
        return { lang, q, results: entry.total, p95: round(percentile(entry.ms, 95)) }
      })
      .sort((a, b) => b.p95 - a.p95)
      .slice(0, 5)
    const p95 = percentile(times, 95)
    const result = {
      benchmark: 'GET /api/search over HTTP, production build (next start)',
      products: PRODUCTS,
      distinctQueries: mix.length,
      measuredRequests: MEASURED_REQUESTS,
      firstSearchMs: firstSearch,
      latencyMs: {
        p50: round(percentile(times, 50)),
        p95: round(p95),
        p99: round(percentile(times, 99)),
        max: round(Math.max(...times)),
      },
      emptyQueryMs: {
        p50: round(percentile(floor, 50)),
        p95: round(percentile(floor, 95)),
      },
      loadAverage: loadavg().map((load) => round(load)),
      cpus: cpus().length,
      slowestQueries: slowest,
      typoQueriesMs: {
        p50: round(percentile(typoTimes, 50)),
        p95: round(percentile(typoTimes, 95)),
      },
      typos,
      budget: { p95Ms: BUDGET_P95_MS },
      pass: p95 < BUDGET_P95_MS,
    }
    const outDir = path.join(ROOT, 'bench', 'results')
    mkdirSync(outDir, { recursive: true })
    writeFileSync(path.join(outDir, 'search.json'), `${JSON.stringify(result, null, 2)}\n`)
    const table = [
      '| measure | p50 ms | p95 ms | other |',
      '|---|---|---|---|',
      `| first search (reads ${PRODUCTS} products, builds the index) | | | th ${firstSearch.th}, en ${firstSearch.en} |`,
      `| ${MEASURED_REQUESTS} searches after warm-up, ${mix.length} distinct queries | ${result.latencyMs.p50} | ${result.latencyMs.p95} | p99 ${result.latencyMs.p99}, max ${result.latencyMs.max} |`,
      `| the typo queries among them (chiken, sausge, porkk, meatbals) | ${result.typoQueriesMs.p50} | ${result.typoQueriesMs.p95} | |`,
      `| the same number of empty queries between them (HTTP floor) | ${result.emptyQueryMs.p50} | ${result.emptyQueryMs.p95} | |`,
      '',
      `Machine: ${result.cpus} CPUs, load average ${result.loadAverage.join(' / ')} (1 / 5 / 15 min) at the end.`,
      '',
      'Slowest queries (p95 ms, results):',
      '',
      ...slowest.map(
        (entry) => `- ${entry.lang} \`${entry.q}\`: ${entry.p95} ms, ${entry.results}`,
      ),
      '',
      'Typos (limit 50; rank: place of the first result with the word meant, as the modal shows them):',
      '',
      '| site | typed | meant | results | found | rank |',
      '|---|---|---|---|---|---|',
      ...typos.map(
        (row) =>
          `| ${row.lang} | \`${row.typo}\` | ${row.meant} | ${row.results} | ${row.found ? 'yes' : row.meantIsInCatalogue ? 'NO' : 'no (no title has it)'} | ${row.rank ?? '–'} |`,
      ),
      '',
      `Budget: p95 < ${BUDGET_P95_MS} ms over HTTP with ${PRODUCTS} products: ${result.pass ? 'pass' : 'FAIL'}`,
    ].join('\n')
    writeFileSync(path.join(outDir, 'search.md'), `${table}\n`)
    console.log(table)
    if (!result.pass) process.exitCode = 1
  } finally {
    agent.destroy()
    await stop(server)
    rmSync(dir, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
