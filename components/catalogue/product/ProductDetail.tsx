import { css } from '@/styled-system/css'
import { container } from '@/styled-system/patterns'
import { splitLayout } from '@/styled-system/recipes'
import { StaticHtml } from '@/components/common/StaticHtml'
import { staticContent } from '@/components/common/staticContent'
import { productGalleryImages } from '@/lib/catalogue/productGallery'
import type { ProductPage } from '@/lib/catalogue/product'
import { ProductGallery } from './ProductGallery'

const styles = {
  root: container({ pb: { base: '12', lg: '16' } }),
  main: splitLayout({ layout: 'product' }),
  about: css({ minW: '0' }),
}

// Static content whose code the browser fetches only after a client-side navigation.
/* eslint-disable @typescript-eslint/no-require-imports -- the server's copy, see staticContent */
const ProductAbout = staticContent(
  typeof window === 'undefined'
    ? (require('./ProductAbout') as typeof import('./ProductAbout')).ProductAbout
    : null,
  () => import('./ProductAbout').then((module) => module.ProductAbout),
)
const ProductMore = staticContent(
  typeof window === 'undefined'
    ? (require('./ProductMore') as typeof import('./ProductMore')).ProductMore
    : null,
  () => import('./ProductMore').then((module) => module.ProductMore),
)
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * A product page's content under its heading: pictures beside brand, category, line, the way to
 * enquire about it, description and specification; then where it is sold, where to buy it and related products.
 */
export function ProductDetail({ product }: { product: ProductPage }) {
  return (
    <div className={styles.root}>
      <div className={styles.main}>
        {/* Keyed: a related product's page starts at its own first picture. */}
        <ProductGallery key={product._id} images={productGalleryImages(product)} />
        <StaticHtml className={styles.about}>
          <ProductAbout product={product} />
        </StaticHtml>
      </div>
      <StaticHtml>
        <ProductMore product={product} />
      </StaticHtml>
    </div>
  )
}
