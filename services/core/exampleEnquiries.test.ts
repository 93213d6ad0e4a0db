/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ENQUIRY_LIMITS, ENQUIRY_TOPICS } from '@/shared/enquirySchema'
import { openDatabase } from './database'
import { isAllowedTransition, type EnquiryStatus } from './enquiry'
import { createEnquiryRepository } from './enquiryRepository'
import { EXAMPLE_ENQUIRIES, insertExampleEnquiries } from './exampleEnquiries'

const NOW = new Date('2026-11-20T03:00:00.000Z')

let folder: string
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'core-examples-'))
})
afterEach(() => rmSync(folder, { recursive: true, force: true }))

async function examplesIn(file: string) {
  const database = await openDatabase(path.join(folder, file), {
    onCreate: (db) => insertExampleEnquiries(db, NOW),
  })
  try {
    return await createEnquiryRepository(database).list({ page: 1, pageSize: 20 })
  } finally {
    await database.close()
  }
}

describe('the example enquiries', () => {
  it('are the same every time for the same moment: ids, text, times and history', async () => {
    const first = await examplesIn('a.sqlite')
    expect(await examplesIn('b.sqlite')).toEqual(first)
    expect(first.items.map((item) => item.id)).toEqual(
      EXAMPLE_ENQUIRIES.map(({ enquiry }) => enquiry.id),
    )
    // Before the moment the file was made, never after: a fresh console lists them as past.
    expect(first.items.every((item) => item.receivedAt < NOW.toISOString())).toBe(true)
    expect(
      first.items.every((item) => item.history.every((entry) => entry.at < NOW.toISOString())),
    ).toBe(true)
  })

  it('are enquiries the site could have sent, each change one the console allows', () => {
    for (const { enquiry, changes } of EXAMPLE_ENQUIRIES) {
      const { fields } = enquiry
      expect(ENQUIRY_TOPICS).toContain(fields.topic)
      expect(fields.message.length).toBeGreaterThanOrEqual(ENQUIRY_LIMITS.messageMin)
      expect(fields.message.length).toBeLessThanOrEqual(ENQUIRY_LIMITS.messageMax)
      // Reserved example domains only: nobody real is written to.
      expect(fields.email).toMatch(/@example\.(com|org|net)$/)
      let status: EnquiryStatus = 'new'
      for (const change of changes) {
        expect(isAllowedTransition(status, change.status)).toBe(true)
        status = change.status
      }
    }
  })

  it('name products of the bundled dataset by their id, slug and name in their language', () => {
    const products = new Map(
      readFileSync(path.join(process.cwd(), 'cms', 'dataset', 'production.ndjson'), 'utf8')
        .split('\n')
        .filter((line) => line.includes('"_type":"product"'))
        .map((line) => JSON.parse(line) as ProductDocument)
        .map((product) => [product._id, product]),
    )
    for (const { enquiry } of EXAMPLE_ENQUIRIES) {
      if (enquiry.product === undefined) continue
      const product = products.get(enquiry.product.id)
      expect(product?.slug.current).toBe(enquiry.product.slug)
      expect(product?.name[enquiry.lang]).toBe(enquiry.product.name)
    }
  })
})

interface ProductDocument {
  _id: string
  slug: { current: string }
  name: { th: string; en: string }
}
