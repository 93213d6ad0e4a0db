import { css } from '@/styled-system/css'
import { PageSection } from '@/components/common/PageSection'
import type { BusinessBrand } from '@/lib/business/business'
import { BrandPanel } from './BrandPanel'

const styles = {
  list: css({ display: 'grid', gap: { base: '6', lg: '8' } }),
}

/** The line's brands, the lead brand (most products, first in the list) with its banner. */
export function BrandShowcase({ brands }: { brands: BusinessBrand[] }) {
  if (brands.length === 0) return null
  return (
    <PageSection id="business-brands-title" text="business:line.brands">
      <ul className={styles.list}>
        {brands.map((brand, index) => (
          <li key={brand._id}>
            <BrandPanel brand={brand} isLead={index === 0} />
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
