/**
 * @jest-environment node
 */
import type { ValidationContext } from 'sanity'
import { redirect, redirectField } from './redirect'

// The Studio's package is ES modules only; its define helpers return what they are given.
jest.mock('sanity', () => ({
  defineField: (field: unknown) => field,
  defineType: (type: unknown) => type,
}))

/** The Studio's validation context over these published documents (what its client returns). */
function contextFor(document: Record<string, unknown>, published: Record<string, unknown>) {
  const fetch = jest.fn(async () => published)
  const context = {
    document: { _type: 'redirect', ...document },
    getClient: () => ({ fetch }),
  } as unknown as ValidationContext
  return { context, fetch }
}

const PUBLISHED = {
  redirects: [{ _id: 'redirect-b', from: '/b', to: '/a', kind: 'permanent' }],
  pages: [{ _type: 'news', slug: 'results-2026', path: null }],
}

describe('the redirect document in the Studio', () => {
  it('is listed with its fields and the permanent kind by default', () => {
    expect(redirect.fields.map((field) => field.name)).toEqual(['from', 'to', 'kind'])
    expect(redirect.fields.find((field) => field.name === 'kind')).toMatchObject({
      initialValue: 'permanent',
    })
  })

  it('asks for the other redirects without the open one and its draft', async () => {
    const { context, fetch } = contextFor(
      { _id: 'drafts.redirect-a', from: '/old', to: '/home' },
      PUBLISHED,
    )
    expect(await redirectField('from')(undefined, context)).toBe(true)
    expect(fetch).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ id: 'redirect-a', draft: 'drafts.redirect-a' }),
    )
  })

  it('shows each rule’s message on its field', async () => {
    const live = contextFor({ _id: 'r', from: '/news/results-2026', to: '/home' }, PUBLISHED)
    expect(await redirectField('from')(undefined, live.context)).toMatch(/page is live/)
    const loop = contextFor({ _id: 'r', from: '/a', to: '/b' }, PUBLISHED)
    expect(await redirectField('to')(undefined, loop.context)).toMatch(/a loop/)
    expect(await redirectField('from')(undefined, loop.context)).toBe(true)
    const taken = contextFor({ _id: 'r', from: '/en/b', to: '/home' }, PUBLISHED)
    expect(await redirectField('from')(undefined, taken.context)).toMatch(/already starts/)
    const http = contextFor({ _id: 'r', from: '/c', to: 'http://example.com' }, PUBLISHED)
    expect(await redirectField('to')(undefined, http.context)).toMatch(/https/)
  })
})
