import { readFileSync } from 'node:fs'
import path from 'node:path'
import { productSpecs } from './productSpecs'

const read = (...parts: string[]) => readFileSync(path.join(process.cwd(), ...parts), 'utf8')

describe('productSpecs', () => {
  it('keeps only the rows the product has, in a fixed order', () => {
    expect(
      productSpecs({
        shelfLife: '9 months',
        packSize: '6 buns, 420 g',
        storage: '  ',
        certifications: null,
      }),
    ).toEqual({
      rows: [
        { field: 'packSize', value: '6 buns, 420 g' },
        { field: 'shelfLife', value: '9 months' },
      ],
      certifications: [],
    })
  })

  it('lists certifications once each, in the editor order', () => {
    const specs = productSpecs({
      packSize: null,
      storage: null,
      shelfLife: null,
      certifications: ['vegan', 'halal', 'halal', ''],
    })
    expect(specs).toEqual({ rows: [], certifications: ['vegan', 'halal'] })
  })

  it('every certification editors can choose has a label in Thai and in English', () => {
    // Read from the schema's source: importing it would load the whole Sanity Studio.
    const list = /CERTIFICATIONS = \[([^\]]*)\]/.exec(
      read('cms', 'schemas', 'documents', 'product.ts'),
    )
    const codes = [...list![1]!.matchAll(/'([a-z0-9-]+)'/g)].map((match) => match[1])
    expect(codes).toContain('halal')
    for (const lang of ['th', 'en']) {
      const labels = JSON.parse(read('public', 'locales', lang, 'product.json')).certifications
      expect(Object.keys(labels).sort()).toEqual([...codes].sort())
    }
  })
})
