import { useTranslation } from 'next-i18next/pages'
import { useId } from 'react'
import { css } from '@/styled-system/css'
import { ProductCard } from '@/components/catalogue/ProductCard'
import { MoreLink, SectionHeader } from '@/components/common/SectionHeader'
import type { ProductCard as ProductCardData } from '@/lib/content/productList'

const CATALOGUE_PATH = '/product-list'

const styles = {
  root: css({
    mt: { base: '12', lg: '16' },
    pt: { base: '8', lg: '10' },
    borderTopWidth: '1px',
    borderColor: 'border',
  }),
  grid: css({
    listStyle: 'none',
    p: '0',
    display: 'grid',
    gridTemplateColumns: {
      base: 'repeat(2, minmax(0, 1fr))',
      lg: 'repeat(4, minmax(0, 1fr))',
    },
    gap: { base: '4', lg: '6' },
  }),
}

/** The editors' related products as catalogue cards, and the way to the whole catalogue. */
export function RelatedProducts({ products }: { products: readonly ProductCardData[] }) {
  const { t } = useTranslation('product')
  const headingId = useId()
  if (products.length === 0) return null
  return (
    <section aria-labelledby={headingId} className={styles.root}>
      <SectionHeader
        kind="related"
        id={headingId}
        title={t('related.title')}
        size="lg"
        action={<MoreLink href={CATALOGUE_PATH}>{t('related.all')}</MoreLink>}
      />
      <ul className={styles.grid} data-testid="related-products">
        {products.map((product) => (
          <li key={product._id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  )
}
