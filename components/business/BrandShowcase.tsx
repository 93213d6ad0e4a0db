import { useTranslation } from 'next-i18next/pages'
import { css } from '@/styled-system/css'
import { container } from '@/styled-system/patterns'
import { SectionHeader } from '@/components/common/SectionHeader'
import type { BusinessBrand } from '@/lib/content/business'
import { BrandPanel } from './BrandPanel'

const styles = {
  section: container({ py: { base: '12', lg: '16' } }),
  list: css({ display: 'grid', gap: { base: '6', lg: '8' } }),
}

/** The line's brands, the lead brand (most products, first in the list) with its banner. */
export function BrandShowcase({ brands }: { brands: BusinessBrand[] }) {
  const { t } = useTranslation('business')
  if (brands.length === 0) return null
  return (
    <section aria-labelledby="business-brands-title" className={styles.section}>
      <SectionHeader
        id="business-brands-title"
        title={t('line.brands.heading')}
        intro={t('line.brands.intro')}
      />
      <ul className={styles.list}>
        {brands.map((brand, index) => (
          <li key={brand._id}>
            <BrandPanel brand={brand} isLead={index === 0} />
          </li>
        ))}
      </ul>
    </section>
  )
}
