/**
 * @jest-environment node
 */
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createLocalEnquiryStore, outboxFile, type EnquiryRecord } from './localEnquiryStore'

const record = (id: string): EnquiryRecord => ({
  id,
  receivedAt: '2026-11-21T03:04:05.000Z',
  lang: 'th',
  fields: {
    name: 'สมชาย ใจดี',
    email: 'somchai@example.co.th',
    topic: 'products',
    message: 'ขอใบเสนอราคาไก่แปรรูปสำหรับร้านอาหาร',
    consent: true,
  },
})

describe('createLocalEnquiryStore', () => {
  let dataDir: string
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'enquiry-store-'))
  })
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }))

  it('writes one JSON line per enquiry under <dataDir>/enquiries', async () => {
    const store = createLocalEnquiryStore(dataDir)
    await store.append(record('a'))
    await store.append(record('b'))
    const file = path.join(dataDir, 'enquiries', 'outbox.ndjson')
    expect(outboxFile(dataDir)).toBe(file)
    const lines = readFileSync(file, 'utf8').split('\n')
    expect(lines).toHaveLength(3)
    expect(lines[2]).toBe('')
    expect(JSON.parse(lines[0]!)).toEqual(record('a'))
    expect(JSON.parse(lines[1]!).fields.name).toBe('สมชาย ใจดี')
  })

  it('keeps what was written when the store is opened again', async () => {
    await createLocalEnquiryStore(dataDir).append(record('a'))
    const reopened = createLocalEnquiryStore(dataDir)
    await reopened.append(record('b'))
    expect((await reopened.list()).map((r) => r.id)).toEqual(['a', 'b'])
  })

  it('writes concurrent appends whole, in order', async () => {
    const store = createLocalEnquiryStore(dataDir)
    await Promise.all(['a', 'b', 'c', 'd'].map((id) => store.append(record(id))))
    expect((await store.list()).map((r) => r.id)).toEqual(['a', 'b', 'c', 'd'])
  })

  it('lists nothing before the first enquiry; a line cut short by a crash is skipped, not joined', async () => {
    const store = createLocalEnquiryStore(dataDir)
    expect(await store.list()).toEqual([])
    await store.append(record('a'))
    appendFileSync(outboxFile(dataDir), '{"id":"torn","receivedAt":')
    expect((await store.list()).map((r) => r.id)).toEqual(['a'])
    await store.append(record('b'))
    expect((await store.list()).map((r) => r.id)).toEqual(['a', 'b'])
  })

  it('rejects when the folder cannot be written, and keeps working afterwards', async () => {
    writeFileSync(path.join(dataDir, 'enquiries'), 'a file where the folder should be')
    const store = createLocalEnquiryStore(dataDir)
    await expect(store.append(record('a'))).rejects.toThrow()
    rmSync(path.join(dataDir, 'enquiries'))
    await store.append(record('b'))
    expect((await store.list()).map((r) => r.id)).toEqual(['b'])
  })
})
