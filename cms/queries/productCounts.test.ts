/**
 * @jest-environment node
 */
import { evaluate, parse } from 'groq-js'
import { businessLineBySlugQuery, businessLinesQuery } from './business'

// A count stated beside a list ("12 products") counts what that list shows: a product whose
// name is not written in the page's language is left out of that language's catalogue
// (hasTitleIn), so it is left out of the count too.
const documents = [
  {
    _id: 'line',
    _type: 'businessLine',
    slug: { current: 'food' },
    name: { th: 'อาหาร', en: 'Food' },
  },
  {
    _id: 'category',
    _type: 'productCategory',
    slug: { current: 'chicken' },
    businessLine: { _ref: 'line' },
    name: { th: 'ไก่', en: 'Chicken' },
  },
  { _id: 'brand', _type: 'brand', slug: { current: 'farm' }, businessLine: { _ref: 'line' } },
  {
    _id: 'named',
    _type: 'product',
    name: { th: 'ไก่ย่าง', en: 'Grilled chicken' },
    category: { _ref: 'category' },
    brand: { _ref: 'brand' },
  },
  {
    _id: 'thai-only',
    _type: 'product',
    name: { th: 'ไก่ทอด' },
    category: { _ref: 'category' },
    brand: { _ref: 'brand' },
  },
]

async function run(query: string, params: Record<string, unknown>) {
  return (await evaluate(parse(query, { params }), { dataset: documents, params })).get()
}

describe.each([
  ['th', 2],
  ['en', 1],
] as const)('product counts in %s', (lang, expected) => {
  it('count on the business lines and a line page only the products listed in that language', async () => {
    const [line] = await run(businessLinesQuery, { lang })
    expect(line.productCount).toBe(expected)
    const page = await run(businessLineBySlugQuery, { lang, slug: 'food' })
    expect(page.productCount).toBe(expected)
    expect(page.brands[0].productCount).toBe(expected)
    expect(page.categories[0].productCount).toBe(expected)
  })
})
