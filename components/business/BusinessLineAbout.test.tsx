import { screen, within } from '@testing-library/react'
import type { BusinessBrand, BusinessCategory, BusinessLinePage } from '@/lib/business/business'
import { renderWithProviders } from '@/lib/testing/render'
import { BusinessLineAbout } from './BusinessLineAbout'

// The loader counts the figures in the page's language (getBusinessLinePage): rendering
// formats nothing, so the page builds no Intl formatter while it hydrates. A component that
// formatted would fail here.
jest.mock('@/lib/i18n/format', () => ({}))

const brand = (slug: string): BusinessBrand => ({
  _id: `brand-${slug}`,
  slug,
  name: slug,
  description: null,
  website: null,
  productCount: 1,
  logo: null,
  cover: null,
  banner: null,
})

const category = (slug: string): BusinessCategory => ({
  _id: `category-${slug}`,
  slug,
  name: slug,
  description: null,
  productCount: 1,
  icon: null,
  image: null,
})

const line: BusinessLinePage = {
  _id: 'businessLine-fresh-meat',
  _updatedAt: '2026-11-01T00:00:00Z',
  slug: 'fresh-meat',
  name: 'เนื้อสัตว์สด',
  summary: null,
  description: null,
  cover: null,
  productCount: 1234,
  productCountLabel: '1,234',
  brands: [brand('golden-farm'), brand('sunny-egg')],
  brandCountLabel: '2',
  categories: ['chicken', 'pork', 'duck', 'eggs'].map(category),
  categoryCountLabel: '4',
  experts: [],
  seo: null,
}

describe('BusinessLineAbout', () => {
  it('shows the line at a glance with the counts the loader formatted', () => {
    renderWithProviders(<BusinessLineAbout line={line} />, 'th')
    const glance = screen.getByRole('complementary', { name: 'ข้อมูลโดยสรุป' })
    const figures = within(glance)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent])
    expect(figures).toEqual([
      ['ผลิตภัณฑ์', '1,234'],
      ['แบรนด์', '2'],
      ['หมวดหมู่', '4'],
    ])
    expect(within(glance).getByRole('link', { name: 'ดูผลิตภัณฑ์ทั้งหมดของธุรกิจนี้' })).toHaveAttribute(
      'href',
      '/product-list?line=fresh-meat',
    )
  })
})
