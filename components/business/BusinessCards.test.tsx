import { screen } from '@testing-library/react'
import { useRouter } from 'next/router'
import type { BusinessBrand, BusinessCategory } from '@/lib/business/business'
import type { SiteImage } from '@/lib/images/siteImage'
import { mockRouter } from '@/lib/testing/mockRouter'
import { renderWithProviders } from '@/lib/testing/render'
import { BrandPanel } from './BrandPanel'
import { CategoryCard } from './CategoryCard'

jest.mock('next/router', () => ({ useRouter: jest.fn() }))

function image(alt: string, width: number, height: number): SiteImage {
  return { src: `/api/cms-image/images/x/${alt}.webp`, width, height, alt, blurDataURL: null }
}

const brand: BusinessBrand = {
  _id: 'brand-golden-farm',
  slug: 'golden-farm',
  name: 'Golden Farm',
  description: 'Fresh chicken and pork.',
  website: 'https://goldenfarm.example',
  productCount: 1,
  logo: image('Golden Farm logo', 200, 200),
  cover: image('Golden Farm cover', 1440, 200),
  banner: image('Golden Farm banner', 1440, 400),
}

const category: BusinessCategory = {
  _id: 'category-chicken',
  slug: 'chicken',
  name: 'ไก่สด',
  description: 'ไก่สดทุกชิ้นส่วน',
  productCount: 1234,
  icon: image('icon', 24, 24),
  image: image('ไก่สด', 400, 300),
}

describe('business cards', () => {
  it('a lead brand shows its banner and links to its products and website', () => {
    jest.mocked(useRouter).mockReturnValue(mockRouter('en', '/business/fresh-meat'))
    renderWithProviders(<BrandPanel brand={brand} isLead />)
    expect(screen.getByRole('img', { name: 'Golden Farm banner' })).toHaveAttribute('width', '1440')
    expect(screen.queryByRole('img', { name: 'Golden Farm cover' })).toBeNull()
    expect(screen.getByRole('img', { name: 'Golden Farm logo' })).toBeInTheDocument()
    expect(screen.getByText('1 product')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'View Golden Farm products' })).toHaveAttribute(
      'href',
      '/product-list?brand=golden-farm',
    )
    expect(screen.getByRole('link', { name: 'Golden Farm website' })).toHaveAttribute(
      'href',
      'https://goldenfarm.example',
    )
  })

  it('another brand shows its cover strip', () => {
    jest.mocked(useRouter).mockReturnValue(mockRouter('en', '/business/fresh-meat'))
    renderWithProviders(<BrandPanel brand={{ ...brand, website: null }} />)
    expect(screen.getByRole('img', { name: 'Golden Farm cover' })).toHaveAttribute('height', '200')
    expect(screen.queryByRole('link', { name: 'Golden Farm website' })).toBeNull()
  })

  it('a category links to its products in the catalogue, counted in Thai', () => {
    jest.mocked(useRouter).mockReturnValue(mockRouter('th', '/business/fresh-meat'))
    renderWithProviders(<CategoryCard category={category} lineSlug="fresh-meat" />, 'th')
    expect(screen.getByRole('link', { name: 'ไก่สด' })).toHaveAttribute(
      'href',
      '/product-list?line=fresh-meat&category=chicken',
    )
    expect(screen.getByText('ผลิตภัณฑ์ 1,234 รายการ')).toBeInTheDocument()
    // The icon beside the name is decorative.
    expect(screen.getAllByRole('img')).toHaveLength(1)
  })
})
