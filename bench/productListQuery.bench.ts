// Benchmark: the catalogue's product-list query on the embedded source over a generated
// dataset of 10 000 products. Budget: p95 under 20 ms after warm-up (spec of the content issue).
// Run: npm run bench:content   (writes bench/results/product-list-query.json and .md)
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import {
  productCardsByIdQuery,
  productListQuery,
  productNamesQuery,
  type ProductFilterName,
} from '../cms/queries/products'
import type { ContentSource } from '../lib/content/contentSource'
import { createEmbeddedSource } from '../lib/content/embeddedSource'
import { sortByName } from '../lib/catalogue/productList'
import { percentile, round } from './stats'
import { writeSyntheticCatalogue } from './syntheticCatalogue'

const PRODUCTS = 10_000
const MEASURED_QUERIES = 2_000
const BUDGET_P95_MS = 20

// The mix a visitor produces: every sort, no facet, each facet alone and two combined, first
// pages and deeper, both languages.
function parameterSets(source: ContentSource) {
  // Line, category and brand take lists of slugs; the country is one code.
  const filters: Partial<Record<ProductFilterName, string | string[]>>[] = [
    {},
    { line: ['fresh-meat'] },
    { line: ['pet-food'] },
    { country: 'JP' },
    { brand: ['brand-3'] },
    { category: ['category-4'] },
    { line: ['fresh-meat'], country: 'JP' },
  ]
  // One page of the list as the loader asks for it: one query, or, in name order, the names,
  // sorted with Intl.Collator, then the page's cards by id (lib/catalogue/productList.ts).
  const sets: (() => Promise<unknown>)[] = []
  for (const sort of ['featured', 'name', 'newest'] as const) {
    for (const filter of filters) {
      for (const page of [1, 3]) {
        for (const lang of ['th', 'en'] as const) {
          const offset = (page - 1) * 12
          const active = Object.keys(filter) as ProductFilterName[]
          if (sort !== 'name') {
            const query = productListQuery(sort, active)
            sets.push(() => source.fetch(query, { lang, ...filter, offset, end: offset + 12 }))
            continue
          }
          const namesQuery = productNamesQuery(active)
          sets.push(async () => {
            const names = await source.fetch<{ _id: string; name: string | null }[]>(namesQuery, {
              lang,
              ...filter,
            })
            const ids = sortByName(names, lang)
              .slice(offset, offset + 12)
              .map((product) => product._id)
            return source.fetch(productCardsByIdQuery, { lang, ids })
          })
        }
      }
    }
  }
  return sets
}

async function main() {
  const dir = writeSyntheticCatalogue(PRODUCTS)
  const source = createEmbeddedSource(dir)
  const sets = parameterSets(source)

  // Loading: parsing the export and indexing it, once per process (and after each change).
  const loadStart = performance.now()
  await source.fetch('count(*)', {})
  const loadMs = performance.now() - loadStart

  // Warm-up: each distinct query is evaluated once (groq-js scans the whole dataset).
  const cold: number[] = []
  for (const run of sets) {
    const start = performance.now()
    await run()
    cold.push(performance.now() - start)
  }

  const warm: number[] = []
  for (let i = 0; i < MEASURED_QUERIES; i += 1) {
    const run = sets[(i * 7919) % sets.length]!
    const start = performance.now()
    await run()
    warm.push(performance.now() - start)
  }

  const result = {
    benchmark: 'product-list query, embedded source',
    products: PRODUCTS,
    loadMs: round(loadMs),
    distinctQueries: sets.length,
    measuredQueries: MEASURED_QUERIES,
    coldMs: {
      p50: round(percentile(cold, 50)),
      p95: round(percentile(cold, 95)),
      max: round(Math.max(...cold)),
    },
    warmMs: {
      p50: round(percentile(warm, 50)),
      p95: round(percentile(warm, 95)),
      p99: round(percentile(warm, 99)),
    },
    budget: { p95Ms: BUDGET_P95_MS },
    pass: percentile(warm, 95) < BUDGET_P95_MS,
  }
  const outDir = path.join(process.cwd(), '..', 'bench', 'results')
  mkdirSync(outDir, { recursive: true })
  writeFileSync(
    path.join(outDir, 'product-list-query.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  )
  const table = [
    '| measure | p50 ms | p95 ms | other |',
    '|---|---|---|---|',
    `| loading the ${PRODUCTS}-product dataset | ${result.loadMs} | | once |`,
    `| first evaluation of each of ${sets.length} queries | ${result.coldMs.p50} | ${result.coldMs.p95} | max ${result.coldMs.max} |`,
    `| ${MEASURED_QUERIES} queries after warm-up | ${result.warmMs.p50} | ${result.warmMs.p95} | p99 ${result.warmMs.p99} |`,
    '',
    `Budget: p95 after warm-up < ${BUDGET_P95_MS} ms over ${PRODUCTS} products: ${result.pass ? 'pass' : 'FAIL'}`,
  ].join('\n')
  writeFileSync(path.join(outDir, 'product-list-query.md'), `${table}\n`)
  console.log(table)
  if (!result.pass) process.exitCode = 1
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
