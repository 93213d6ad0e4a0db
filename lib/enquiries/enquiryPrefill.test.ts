/**
 * @jest-environment node
 */
import { enquiryPrefill } from './enquiryPrefill'

describe("the contact page's address", () => {
  it('chooses a topic the form offers and a product slug to look up', () => {
    expect(enquiryPrefill({ topic: 'products', product: 'jasmine-rice' })).toEqual({
      topic: 'products',
      product: 'jasmine-rice',
      isProductDropped: false,
    })
    expect(enquiryPrefill({})).toEqual({ topic: undefined, isProductDropped: false })
  })

  it('ignores an unknown topic, and drops a product value that is no slug with a note', () => {
    expect(enquiryPrefill({ topic: 'pizza', product: '' })).toEqual({
      topic: undefined,
      isProductDropped: false,
    })
    for (const product of ['<script>', 'Jasmine Rice', ['a', 'b'], 'a'.repeat(97)]) {
      expect(enquiryPrefill({ topic: 'products', product })).toEqual({
        topic: 'products',
        isProductDropped: true,
      })
    }
  })
})
