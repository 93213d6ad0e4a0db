/**
 * @jest-environment node
 */
import type { ContentSource } from './contentSource'

// Markers only in a preview, and only over a source whose drafts are not stega-encoded.
let source: ContentSource = { fetch: async () => null as never }
jest.mock('./source', () => ({ contentSource: () => source }))

import { editMarkers } from './editMarkers'
import { editable } from '@/components/preview/editable'

const PRODUCT = { _id: 'product-chicken-breast' }
const FIELDS = { type: 'product', fields: ['name', 'summary'] }

describe('editMarkers', () => {
  beforeEach(() => {
    source = { fetch: async () => null as never }
  })

  it("marks each field in the page's language, for the Studio at /studio", () => {
    expect(editMarkers(PRODUCT, FIELDS, 'th', { preview: true })).toEqual({
      edit: {
        name: 'id=product-chicken-breast;type=product;path=name.th;base=%2Fstudio',
        summary: 'id=product-chicken-breast;type=product;path=summary.th;base=%2Fstudio',
      },
    })
    expect(editMarkers(PRODUCT, FIELDS, 'en', { preview: true }).edit?.name).toBe(
      'id=product-chicken-breast;type=product;path=name.en;base=%2Fstudio',
    )
  })

  it("adds nothing to a visitor's props", () => {
    expect(editMarkers(PRODUCT, FIELDS, 'th', {})).toEqual({})
    expect(editMarkers(PRODUCT, FIELDS, 'th', { preview: false })).toEqual({})
  })

  it('adds nothing where the drafts carry stega (the Content Lake)', () => {
    source = { encodesDrafts: true, fetch: async () => null as never }
    expect(editMarkers(PRODUCT, FIELDS, 'en', { preview: true })).toEqual({})
  })
})

describe('editable', () => {
  it('is the data-sanity attribute of a marker, and nothing without one', () => {
    expect(editable('id=a;type=b;path=c;base=%2Fstudio')).toEqual({
      'data-sanity': 'id=a;type=b;path=c;base=%2Fstudio',
    })
    expect(editable(undefined)).toEqual({})
  })
})
