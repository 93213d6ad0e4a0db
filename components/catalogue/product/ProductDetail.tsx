import { useTranslation } from '@/lib/i18n/useTranslation'
import { useId } from 'react'
import { css, cx } from '@/styled-system/css'
import { container } from '@/styled-system/patterns'
import { heading, splitLayout } from '@/styled-system/recipes'
import { RichText } from '@/components/content/RichText'
import { productGalleryImages } from '@/lib/catalogue/productGallery'
import { productSpecs } from '@/lib/catalogue/productSpecs'
import type { ProductPage } from '@/lib/catalogue/product'
import { ProductCountries } from './ProductCountries'
import { ProductEnquiryLink } from './ProductEnquiryLink'
import { ProductFacts } from './ProductFacts'
import { ProductGallery } from './ProductGallery'
import { ProductResellers } from './ProductResellers'
import { ProductSpecTable } from './ProductSpecTable'
import { RelatedProducts } from './RelatedProducts'
import { StaticHtml } from '@/components/common/StaticHtml'

const styles = {
  root: container({ pb: { base: '12', lg: '16' } }),
  main: splitLayout({ layout: 'product' }),
  about: css({ minW: '0' }),
  description: css({ mt: '8' }),
  descriptionTitle: cx(heading({ size: 'lg' }), css({ mb: '3' })),
}

/**
 * A product page's content under its heading: pictures beside brand, category, line, the way to
 * enquire about it, description and specification; then where it is sold, where to buy it and related products.
 */
export function ProductDetail({ product }: { product: ProductPage }) {
  const { t } = useTranslation('product')
  const descriptionId = useId()
  return (
    <div className={styles.root}>
      <div className={styles.main}>
        {/* Keyed: a related product's page starts at its own first picture. */}
        <ProductGallery key={product._id} images={productGalleryImages(product)} />
        <StaticHtml className={styles.about}>
          <ProductFacts product={product} />
          <ProductEnquiryLink slug={product.slug} />
          {product.description && product.description.length > 0 && (
            <section aria-labelledby={descriptionId} className={styles.description}>
              <h2 id={descriptionId} className={styles.descriptionTitle}>
                {t('description.title')}
              </h2>
              <RichText value={product.description} />
            </section>
          )}
          <ProductSpecTable specs={productSpecs(product)} />
        </StaticHtml>
      </div>
      <StaticHtml>
        <ProductCountries countries={product.countries} />
        <ProductResellers resellers={product.resellers} />
        <RelatedProducts products={product.related} />
      </StaticHtml>
    </div>
  )
}
