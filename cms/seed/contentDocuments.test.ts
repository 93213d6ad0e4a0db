/** @jest-environment node */
import { collectDocuments } from './contentDocuments'
import { createSchemaIndex } from './schemaIndex'
import { schemaTypes } from './testing/schemaTypes'

const schema = createSchemaIndex(schemaTypes)

describe('collectDocuments', () => {
  it('takes the type from `_type`, else from the export name', () => {
    const problems: string[] = []
    const documents = collectDocuments(
      {
        people: [{ id: 'person-a' }],
        productCategories: [{ id: 'category-a' }],
        news: [{ id: 'news-a' }],
        anything: [{ id: 'country-th', _type: 'country' }],
        siteSettings: { _type: 'siteSettings' },
        BUSINESS_LINE_SLUGS: ['fresh-meat'],
        image: () => ({}),
      },
      schema,
      problems,
    )
    expect(problems).toEqual([])
    expect(documents.map(({ _id, _type }) => [_id, _type])).toEqual([
      ['country-th', 'country'],
      ['news-a', 'news'],
      ['person-a', 'person'],
      ['category-a', 'productCategory'],
      ['siteSettings', 'siteSettings'],
    ])
  })

  it('reads `id` of a menu section as its field, and makes the document id from it', () => {
    const documents = collectDocuments({ menuSections: [{ id: 'company' }] }, schema, [])
    expect(documents[0]!._id).toBe('menuSection-company')
  })

  it('reports unknown types, missing ids and duplicate ids', () => {
    const problems: string[] = []
    collectDocuments(
      {
        widgets: [{ id: 'widget-a' }],
        brands: [{ name: {} }, { id: 'brand-a' }, { id: 'brand-a' }],
      },
      schema,
      problems,
    )
    expect(problems).toEqual([
      "brands[0]: no id (write `id: 'brand-…'`)",
      'widgets[0]: unknown document type "widgets"',
      'brands[2]: id "brand-a" is also used by brands[1]',
    ])
  })
})
