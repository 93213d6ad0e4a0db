import { readFileSync } from 'node:fs'
import path from 'node:path'
import { menuSectionsQuery } from '@/cms/queries/layout'
import { createEmbeddedSource } from '@/lib/content/embeddedSource'
import { fetchFrom } from '@/lib/content/fetchFrom'
import { menuTitle, titleParts } from './menuTitle'

const labels = (lang: 'th' | 'en') =>
  JSON.parse(
    readFileSync(path.join(process.cwd(), 'public', 'locales', lang, 'common.json'), 'utf8'),
  ).topMenu

async function sections(lang: 'th' | 'en') {
  return fetchFrom(createEmbeddedSource(), menuSectionsQuery, { lang })
}

describe('menuTitle on the bundled menu', () => {
  it('uses the home entry for the home page and as the fallback', async () => {
    expect(menuTitle('/home', await sections('en'), labels('en'))).toBe('HOME')
    expect(menuTitle('/home', await sections('th'), labels('th'))).toBe('หน้าหลัก')
    expect(menuTitle('/no/such/page', await sections('en'), labels('en'))).toBe('HOME')
    expect(menuTitle('/no/such/page', await sections('th'), labels('th'))).toBe('หน้าหลัก')
  })

  it('prefers the most specific entry', async () => {
    const en = await sections('en')
    expect(menuTitle('/about/awards', en, labels('en'))).toBe('Awards and recognition')
    expect(menuTitle('/about/board-of-director', en, labels('en'))).toBe('Board of directors')
    expect(menuTitle('/investors/financial-statements', en, labels('en'))).toBe(
      'Financial statements',
    )
  })

  it('uses sub-paths for detail pages', async () => {
    const th = await sections('th')
    expect(menuTitle('/products/chicken-breast', th, labels('th'))).toBe('ผลิตภัณฑ์')
    expect(menuTitle('/news/any-story', th, labels('th'))).toBe('ศูนย์ข่าว')
  })

  it('falls back to a top-menu entry when no section entry matches', () => {
    expect(menuTitle('/contact', [], labels('en'))).toBe('CONTACT')
    expect(menuTitle('/products/x', [], labels('en'))).toBe('PRODUCTS')
  })
})

describe('titleParts on the bundled menu', () => {
  it('names a section’s first page, home and the lists by the menu rule alone', async () => {
    const en = await sections('en')
    const parts = (path: string) => titleParts(path, en, labels('en'), { name: 'Heading' })
    expect(parts('/home')).toEqual({ item: null, section: 'HOME' })
    expect(parts('/product-list')).toEqual({ item: null, section: 'Products' })
    expect(parts('/corporate/news')).toEqual({ item: null, section: 'Media center' })
    expect(parts('/about/business-overview')).toEqual({ item: null, section: 'Business overview' })
  })

  it('names a page under another entry by its menu label within the entry above', async () => {
    const en = await sections('en')
    const th = await sections('th')
    expect(titleParts('/about/awards', en, labels('en'))).toEqual({
      item: 'Awards and recognition',
      section: 'About us',
    })
    expect(titleParts('/about/board-of-director', th, labels('th'))).toEqual({
      item: 'คณะกรรมการบริษัท',
      section: 'ผู้นำองค์กร',
    })
    expect(titleParts('/governance', en, labels('en'))).toEqual({
      item: 'Corporate governance',
      section: 'Sustainability',
    })
    // The media centre's second page.
    expect(titleParts('/corporate/press', en, labels('en'))).toEqual({
      item: 'Press room',
      section: 'Media center',
    })
    expect(titleParts('/corporate/press', th, labels('th'))).toEqual({
      item: 'สำหรับสื่อมวลชน',
      section: 'ศูนย์ข่าว',
    })
  })

  it('puts a detail page’s own name within the entry it sits under', async () => {
    const en = await sections('en')
    const th = await sections('th')
    const detail = (name: string) => ({ name, isDetailPage: true })
    expect(
      titleParts('/products/bbq-pork-buns', en, labels('en'), detail('BBQ Pork Buns')),
    ).toEqual({ item: 'BBQ Pork Buns', section: 'Products' })
    expect(titleParts('/news/any-story', th, labels('th'), detail('ข่าว'))).toEqual({
      item: 'ข่าว',
      section: 'ศูนย์ข่าว',
    })
    // A business line has a menu entry of its own: its section is the entry above it.
    expect(titleParts('/business/fresh-meat', th, labels('th'), detail('ธุรกิจเนื้อสัตว์สด'))).toEqual({
      item: 'ธุรกิจเนื้อสัตว์สด',
      section: 'ธุรกิจ',
    })
  })

  it('keeps the heading of a page the menu does not know, under the home label', async () => {
    expect(
      titleParts('/a/new/page', await sections('th'), labels('th'), { name: 'หน้าใหม่' }),
    ).toEqual({ item: 'หน้าใหม่', section: 'หน้าหลัก' })
    expect(titleParts('/products/x', [], labels('en'), { name: 'X', isDetailPage: true })).toEqual({
      item: 'X',
      section: 'PRODUCTS',
    })
  })
})
