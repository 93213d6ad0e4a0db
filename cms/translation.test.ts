/**
 * @jest-environment node
 */
import { TranslationBadge, translatableTypes } from './translation'

// The schema's define* helpers are identity functions; the package itself is ES modules only.
jest.mock('sanity', () => ({
  defineType: (value: unknown) => value,
  defineField: (value: unknown) => value,
  defineArrayMember: (value: unknown) => value,
}))

type BadgeProps = Parameters<typeof TranslationBadge>[0]

const award = (title: Record<string, string>) => ({
  _id: 'award-1',
  _type: 'award',
  _rev: 'r',
  _createdAt: '2026-01-01T00:00:00Z',
  _updatedAt: '2026-01-01T00:00:00Z',
  year: 2026,
  title,
  issuer: { th: 'สภาอุตสาหกรรม', en: 'Federation of Thai Industries' },
  description: { th: 'รางวัล', en: 'An award' },
})

const props = (overrides: Partial<BadgeProps>) =>
  ({
    id: 'award-1',
    type: 'award',
    draft: null,
    published: null,
    version: null,
    ...overrides,
  }) as BadgeProps

describe('the Studio’s translation badge', () => {
  it('is offered on the document types with text in two languages', () => {
    expect(translatableTypes.has('award')).toBe(true)
    expect(translatableTypes.has('financialYear')).toBe(false)
  })

  it('reads the draft being edited before the published document', () => {
    const published = award({ th: 'รางวัล', en: 'Award' })
    const draft = award({ th: 'รางวัล' })
    expect(TranslationBadge(props({ published }))).toMatchObject({
      label: 'TH ✓ EN ✓',
      color: 'success',
    })
    expect(TranslationBadge(props({ draft, published }))).toMatchObject({
      label: 'TH ✓ EN ✗ (1)',
      title: 'Missing in English: title',
      color: 'warning',
    })
  })

  it('shows nothing for a type without localised text or a document not yet loaded', () => {
    expect(TranslationBadge(props({ type: 'financialYear', published: award({}) }))).toBeNull()
    expect(TranslationBadge(props({}))).toBeNull()
  })
})
