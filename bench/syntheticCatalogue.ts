// A generated catalogue of any size in the export format of the bundled dataset, for
// benchmarks: products spread over brands, categories, lines and countries like the real one.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const LINES = ['fresh-meat', 'processed-food', 'restaurant', 'pet-food', 'non-meat-product']
const COUNTRIES = ['TH', 'JP', 'GB', 'SG', 'CN', 'VN', 'MY', 'KR']
const BRANDS = 20
const CATEGORIES = 10

const ls = (en: string, th: string) => ({ _type: 'localeString', en, th })
const ref = (id: string, key?: string) => ({
  _type: 'reference',
  _ref: id,
  ...(key ? { _key: key } : {}),
})
const image = (seed: number) => ({
  _type: 'image',
  _sanityAsset: `image@file://./images/${seed.toString(16).padStart(10, '0')}-744x744.webp`,
  alt: ls(`Product ${seed}`, `สินค้า ${seed}`),
})

export function writeSyntheticCatalogue(products: number): string {
  const docs: object[] = []
  LINES.forEach((slug, i) =>
    docs.push({
      _id: `line-${slug}`,
      _type: 'businessLine',
      slug: { current: slug },
      order: i,
      name: ls(slug, slug),
    }),
  )
  COUNTRIES.forEach((code, i) =>
    docs.push({ _id: `country-${code}`, _type: 'country', code, order: i, name: ls(code, code) }),
  )
  for (let i = 0; i < CATEGORIES; i += 1) {
    docs.push({
      _id: `category-${i}`,
      _type: 'productCategory',
      slug: { current: `category-${i}` },
      name: ls(`Category ${i}`, `หมวด ${i}`),
      businessLine: ref(`line-${LINES[i % LINES.length]}`),
      icon: image(100_000 + i),
    })
  }
  for (let i = 0; i < BRANDS; i += 1) {
    docs.push({
      _id: `brand-${i}`,
      _type: 'brand',
      slug: { current: `brand-${i}` },
      name: ls(`Brand ${i}`, `แบรนด์ ${i}`),
      businessLine: ref(`line-${LINES[i % LINES.length]}`),
    })
  }
  for (let i = 0; i < products; i += 1) {
    const countries = COUNTRIES.filter((_, c) => (i + c) % 3 === 0)
    docs.push({
      _id: `product-${i}`,
      _type: 'product',
      slug: { current: `product-${i}` },
      name: ls(`Product ${i} chicken`, `สินค้า ${i} ไก่`),
      summary: ls('A product', 'สินค้า'),
      brand: ref(`brand-${i % BRANDS}`),
      category: ref(`category-${i % CATEGORIES}`),
      featured: i % 50 === 0,
      launchDate: `20${10 + (i % 16)}-0${1 + (i % 9)}-1${i % 9}`,
      countries: countries.map((code, c) => ref(`country-${code}`, `c${c}`)),
      heroImage: image(i),
    })
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'catalogue-'))
  writeFileSync(
    path.join(dir, 'production.ndjson'),
    docs.map((doc) => JSON.stringify(doc)).join('\n'),
  )
  writeFileSync(path.join(dir, 'assets.json'), '{}')
  return dir
}
