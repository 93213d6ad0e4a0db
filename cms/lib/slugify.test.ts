import { slugify } from './slugify'

describe('slugify', () => {
  it('derives readable slugs from English names', () => {
    expect(slugify('Chicken Breast Fillet 1 kg')).toBe('chicken-breast-fillet-1-kg')
    expect(slugify('  Salt & Pepper Wings!  ')).toBe('salt-and-pepper-wings')
    expect(slugify('Crème brûlée')).toBe('creme-brulee')
  })

  it('never returns an empty slug, and is stable for Thai-only text', () => {
    const slug = slugify('อกไก่')
    expect(slug).toMatch(/^item-[a-z0-9]+$/)
    expect(slugify('อกไก่')).toBe(slug)
    expect(slugify('ไข่ไก่')).not.toBe(slug)
  })

  it('keeps the Latin part of mixed Thai and English names', () => {
    expect(slugify('ไก่ย่าง Grilled Chicken')).toBe('grilled-chicken')
  })

  it('limits the length without a trailing hyphen', () => {
    expect(slugify('a '.repeat(100), 10)).toBe('a-a-a-a-a')
  })
})
