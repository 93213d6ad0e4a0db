import { css, cx } from '@/styled-system/css'
import { balancedGrid } from '@/styled-system/recipes'
import { PageSection } from '@/components/common/PageSection'
import type { BusinessCategory } from '@/lib/business/business'
import { CategoryCard } from './CategoryCard'

const styles = {
  // Cards keep a card's width when a line has only one or two categories, centred.
  grid: cx(balancedGrid({ columns: 'oneTwoFour' }), css({ gap: '5' })),
}

/** The line's product categories, each a way into the catalogue. */
export function CategoryGrid({
  categories,
  lineSlug,
}: {
  categories: BusinessCategory[]
  lineSlug: string
}) {
  if (categories.length === 0) return null
  return (
    <PageSection band="subtle" id="business-categories-title" text="business:line.categories">
      <ul className={styles.grid}>
        {categories.map((category) => (
          <li key={category._id}>
            <CategoryCard category={category} lineSlug={lineSlug} />
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
