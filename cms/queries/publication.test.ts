/**
 * @jest-environment node
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { evaluate, parse } from 'groq-js'
import { isPublic } from './publication'

const NOW = '2026-12-01T10:00:00.000Z' // 17:00 in Bangkok

async function visibleIds(documents: object[], now: string): Promise<string[]> {
  const query = `*[_type == "news" && ${isPublic}]._id`
  const result = await evaluate(parse(query, { params: { now } }), {
    dataset: documents,
    params: { now },
  })
  return (await result.get()) as string[]
}

describe('isPublic', () => {
  const documents = [
    { _id: 'always', _type: 'news' },
    { _id: 'earlier', _type: 'news', publicFrom: '2026-12-01T09:59:00.000Z' },
    { _id: 'this-minute', _type: 'news', publicFrom: '2026-12-01T10:00:00Z' },
    { _id: 'with-offset', _type: 'news', publicFrom: '2026-12-01T17:00:00+07:00' },
    { _id: 'a-minute-later', _type: 'news', publicFrom: '2026-12-01T10:01:00.000Z' },
    { _id: 'not-a-date', _type: 'news', publicFrom: 'tomorrow at five' },
  ]

  it('shows a document with no "public from" or one that has come, by instant not by text', async () => {
    expect(await visibleIds(documents, NOW)).toEqual([
      'always',
      'earlier',
      'this-minute',
      'with-offset',
    ])
  })

  it('keeps a document whose value is not a date hidden, even far ahead', async () => {
    expect(await visibleIds(documents, '9999-12-31T23:59:59.999Z')).not.toContain('not-a-date')
  })

  it('hides everything scheduled before the first moment', async () => {
    expect(await visibleIds(documents, '1970-01-01T00:00:00.000Z')).toEqual(['always'])
  })
})

/** Each `*[…]` filter of a query text, brackets balanced. */
function filtersOf(text: string): string[] {
  const filters: string[] = []
  for (let start = text.indexOf('*['); start !== -1; start = text.indexOf('*[', start + 2)) {
    let depth = 0
    for (let at = start + 1; at < text.length; at += 1) {
      if (text[at] === '[') depth += 1
      if (text[at] === ']') depth -= 1
      if (depth === 0) {
        filters.push(text.slice(start + 2, at))
        break
      }
    }
  }
  return filters
}

const TIMED_TYPES = /_type\s*(==\s*"(news|investorDocument|irEvent)"|in\s*\$types)/
// Not shown to visitors: what /api/revalidate reads to name pages (a hidden document's pages may
// be refreshed too), the schedule itself, and the addresses redirects must leave alone (a
// scheduled document's address is live from its moment on).
const NOT_SHOWN = new Set(['revalidation.ts', 'publication.ts', 'redirects.ts'])

describe('every query that reads news, investor documents or IR events', () => {
  const folder = __dirname
  const modules = readdirSync(folder).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !NOT_SHOWN.has(file),
  )

  it.each(modules)('%s filters them with isPublic', async (file) => {
    const exported = (await import(path.join(folder, file))) as Record<string, unknown>
    for (const [name, value] of Object.entries(exported)) {
      if (typeof value !== 'string') continue
      for (const filter of filtersOf(value).filter((text) => TIMED_TYPES.test(text))) {
        expect({ name, filter, hasIsPublic: filter.includes(isPublic) }).toEqual({
          name,
          filter,
          hasIsPublic: true,
        })
      }
    }
  })
})
