import { readFileSync } from 'node:fs'
import path from 'node:path'
import { menuSectionsQuery } from '@/cms/queries/layout'
import type { MenuSectionsQueryResult } from '@/cms/sanity.types'
import { createEmbeddedSource } from '@/lib/content/embeddedSource'
import { menuTitle } from './menuTitle'

const labels = (lang: 'th' | 'en') =>
  JSON.parse(
    readFileSync(path.join(process.cwd(), 'public', 'locales', lang, 'common.json'), 'utf8'),
  ).topMenu

async function sections(lang: 'th' | 'en') {
  return createEmbeddedSource().fetch<MenuSectionsQueryResult>(menuSectionsQuery, { lang })
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
    expect(menuTitle('/products/chicken-breast', th, labels('th'))).toBe('รายการผลิตภัณฑ์')
    expect(menuTitle('/news/any-story', th, labels('th'))).toBe('ข่าวสารและกิจกรรม')
  })

  it('falls back to a top-menu entry when no section entry matches', () => {
    expect(menuTitle('/contact', [], labels('en'))).toBe('CONTACT')
    expect(menuTitle('/products/x', [], labels('en'))).toBe('PRODUCTS')
  })
})
