import { useTranslation } from '@/lib/i18n/useTranslation'
import { useId } from 'react'
import { css, cx } from '@/styled-system/css'
import { heading } from '@/styled-system/recipes'
import { RichText } from '@/components/content/RichText'
import { productSpecs } from '@/lib/catalogue/productSpecs'
import type { ProductPage } from '@/lib/catalogue/product'
import { ProductEnquiryLink } from './ProductEnquiryLink'
import { ProductFacts } from './ProductFacts'
import { ProductSpecTable } from './ProductSpecTable'

const styles = {
  description: css({ mt: '8' }),
  descriptionTitle: cx(heading({ size: 'lg' }), css({ mb: '3' })),
}

/** Beside a product's pictures: brand, category, line, the way to enquire, description, specification. */
export function ProductAbout({ product }: { product: ProductPage }) {
  const { t } = useTranslation('product')
  const descriptionId = useId()
  return (
    <>
      <ProductFacts product={product} />
      <ProductEnquiryLink slug={product.slug} />
      {product.description && product.description.length > 0 && (
        <section aria-labelledby={descriptionId} className={styles.description}>
          <h2 id={descriptionId} className={styles.descriptionTitle}>
            {t('description.title')}
          </h2>
          <RichText value={product.description} lang={product.descriptionLang} />
        </section>
      )}
      <ProductSpecTable specs={productSpecs(product)} />
    </>
  )
}
