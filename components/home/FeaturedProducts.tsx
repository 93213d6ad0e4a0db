import { useTranslation } from 'next-i18next/pages'
import { css } from '@/styled-system/css'
import { container } from '@/styled-system/patterns'
import { ProductCard } from '@/components/catalogue/ProductCard'
import { SectionHeader } from '@/components/common/SectionHeader'
import type { ProductCard as ProductCardData } from '@/lib/content/productList'

const styles = {
  section: container({ pb: { base: '12', lg: '16' } }),
  grid: css({
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
    gap: { base: '3', md: '5' },
  }),
}

export function FeaturedProducts({ products }: { products: ProductCardData[] }) {
  const { t } = useTranslation('home')
  if (products.length === 0) return null
  return (
    <section aria-labelledby="home-featured-title" className={styles.section}>
      <SectionHeader
        id="home-featured-title"
        title={t('featured.heading')}
        intro={t('featured.intro')}
        // A one-line introduction (the Thai one is longer than the usual reading width and
        // stays on one line on wide screens).
        introWidth="full"
      />
      <ul className={styles.grid}>
        {products.map((product) => (
          <li key={product._id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  )
}
