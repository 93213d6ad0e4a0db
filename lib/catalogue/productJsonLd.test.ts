import { TOP_MENU, isTopMenuItemActive } from '@/lib/navigation/topMenu'
import type { SiteImage } from '@/lib/images/siteImage'
import { productJsonLd, productPath } from './productJsonLd'

const SITE = 'https://www.siamharvest.example'
const picture = (name: string): SiteImage => ({
  src: `/api/cms-image/${name}.webp`,
  width: 400,
  height: 400,
  alt: name,
  blurDataURL: null,
})

const product = {
  slug: 'bbq-pork-buns',
  name: 'BBQ Pork Buns',
  summary: 'Soft, fluffy buns.',
  heroImage: { ...picture('hero'), width: 744, height: 744 },
  heroThumbnail: picture('hero-thumb'),
  gallery: [{ _key: 'g1', image: picture('side'), thumbnail: picture('side-thumb') }],
  brand: { name: 'Siam Kitchen', slug: 'siam-kitchen', logo: null },
  category: {
    name: 'Dim sum and dumplings',
    slug: 'dim-sum',
    icon: null,
    line: { name: 'Processed food', slug: 'processed-food' },
  },
  seo: { title: null, description: null, image: null, noIndex: false },
}

describe('productJsonLd', () => {
  it('describes the product without any offer or price', () => {
    const data = productJsonLd(product, SITE, 'en', 'Siam Harvest Foods')
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      '@id': `${SITE}/en/products/bbq-pork-buns#product`,
      url: `${SITE}/en/products/bbq-pork-buns`,
      name: 'BBQ Pork Buns',
      description: 'Soft, fluffy buns.',
      image: [`${SITE}/api/cms-image/hero.webp`, `${SITE}/api/cms-image/side.webp`],
      brand: { '@type': 'Brand', name: 'Siam Kitchen' },
      category: 'Dim sum and dumplings',
      manufacturer: {
        '@type': 'Organization',
        '@id': `${SITE}/#organization`,
        name: 'Siam Harvest Foods',
      },
    })
    expect(JSON.stringify(data)).not.toMatch(/offers|price/i)
  })

  it('prefers the editor description; adds sku and mpn only when present', () => {
    const data = productJsonLd(
      {
        ...product,
        seo: { ...product.seo, description: 'Editor text' },
        sku: 'SK-001',
        mpn: null,
      },
      SITE,
      'th',
      'สยามฮาร์เวสต์ ฟู้ดส์',
    )
    expect(data).toMatchObject({
      url: `${SITE}/th/products/bbq-pork-buns`,
      description: 'Editor text',
      sku: 'SK-001',
    })
    expect(data).not.toHaveProperty('mpn')
  })

  it('leaves out what the product does not have', () => {
    const data = productJsonLd(
      {
        ...product,
        summary: null,
        heroImage: null,
        heroThumbnail: null,
        gallery: [],
        brand: null,
        category: null,
      },
      SITE,
      'en',
      'Siam Harvest Foods',
    )
    expect(Object.keys(data).sort()).toEqual(
      ['@context', '@type', '@id', 'url', 'name', 'manufacturer'].sort(),
    )
  })
})

describe('productPath', () => {
  it('is under /products/, where PRODUCTS is the active top-menu entry', () => {
    const path = productPath('skinless-chicken-breast')
    expect(path).toBe('/products/skinless-chicken-breast')
    const active = TOP_MENU.filter((item) => isTopMenuItemActive(item, path))
    expect(active.map((item) => item.id)).toEqual(['products'])
  })
})
