import { screen, within } from '@testing-library/react'
import { productSpecs } from '@/lib/catalogue/productSpecs'
import type { ProductPage } from '@/lib/catalogue/product'
import type { SiteImage } from '@/lib/images/siteImage'
import { renderWithProviders } from '@/lib/testing/render'
import { ProductCountries } from './ProductCountries'
import { ProductFacts } from './ProductFacts'
import { ProductResellers } from './ProductResellers'
import { ProductSpecTable } from './ProductSpecTable'

const picture = (alt: string, size: number): SiteImage => ({
  src: `/api/cms-image/${size}.webp`,
  width: size,
  height: size,
  alt,
  blurDataURL: null,
})

const resellers: ProductPage['resellers'] = [
  {
    _id: 'reseller-sabai-mart',
    name: 'Sabai Mart',
    website: 'https://www.sabai-mart.example',
    logo: picture('Sabai Mart logo', 100),
  },
  { _id: 'reseller-broken', name: 'Broken', website: 'not a url', logo: null },
]

describe('product page sections', () => {
  it('specification table: only present rows, certifications labelled in Thai', () => {
    const specs = productSpecs({
      packSize: '6 ลูก 420 กรัม',
      storage: null,
      shelfLife: '9 เดือนนับจากวันผลิต',
      certifications: ['halal', 'haccp'],
    })
    renderWithProviders(<ProductSpecTable specs={specs} />, 'th')
    const table = screen.getByRole('table', { name: 'ข้อมูลจำเพาะ' })
    const headers = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent)
    expect(headers).toEqual(['ขนาดบรรจุ', 'อายุการเก็บ', 'มาตรฐานที่ได้รับการรับรอง'])
    expect(within(table).getByRole('list')).toHaveTextContent('ฮาลาลHACCP')
  })

  it('specification table: nothing at all when the product has no specification', () => {
    const { container } = renderWithProviders(
      <ProductSpecTable specs={{ rows: [], certifications: [] }} />,
    )
    expect(container).toBeEmptyDOMElement()
  })

  it('where to buy: 100×100 logos, safe external links named after where they lead', () => {
    renderWithProviders(<ProductResellers resellers={resellers} />)
    // The address may break after its dots (a <wbr>, components/common/ContactValue), which
    // jsdom, without layout, reads as a space in the name; Chromium reads none.
    const link = screen.getByRole('link', {
      name: /^Sabai Mart sabai-mart\. ?example \(opens the shop's website in a new tab\)$/,
    })
    expect(link).toHaveAttribute('href', 'https://www.sabai-mart.example')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(link.querySelector('img')).toHaveAttribute('width', '100')
    // An address that is not a web address is shown, never linked.
    expect(screen.getAllByRole('link')).toHaveLength(1)
    expect(screen.getByText('Broken')).toBeInTheDocument()
  })

  it('countries: picture and name of each', () => {
    renderWithProviders(
      <ProductCountries
        countries={[
          { _id: 'country-th', code: 'TH', name: 'Thailand', image: picture('Flag', 150) },
          { _id: 'country-jp', code: 'JP', name: 'Japan', image: null },
        ]}
      />,
    )
    const list = screen.getByTestId('product-countries')
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Thailand', 'Japan'])
    expect(list.querySelector('img')).toHaveAttribute('width', '150')
    expect(screen.getByText('Available in 2 countries and territories.')).toBeInTheDocument()
  })

  it('facts: brand and category open the catalogue, the line its business page', () => {
    renderWithProviders(
      <ProductFacts
        product={{
          brand: { name: 'Golden Farm', slug: 'golden-farm', logo: picture('Logo', 200) },
          category: {
            name: 'Fresh chicken',
            slug: 'fresh-chicken',
            icon: picture('Icon', 24),
            line: { name: 'Fresh meat', slug: 'fresh-meat' },
          },
        }}
      />,
    )
    expect(screen.getByRole('link', { name: 'Golden Farm' })).toHaveAttribute(
      'href',
      '/product-list?brand=golden-farm',
    )
    expect(screen.getByRole('link', { name: 'Fresh chicken' })).toHaveAttribute(
      'href',
      '/product-list?line=fresh-meat&category=fresh-chicken',
    )
    expect(screen.getByRole('link', { name: 'Fresh meat' })).toHaveAttribute(
      'href',
      '/business/fresh-meat',
    )
  })
})
