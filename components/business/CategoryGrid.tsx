import { css } from '@/styled-system/css'
import { PageSection } from '@/components/common/PageSection'
import type { BusinessCategory } from '@/lib/business/business'
import { CategoryCard } from './CategoryCard'

const styles = {
  grid: css({
    display: 'grid',
    // Cards keep a card's width when a line has only one or two categories.
    gridTemplateColumns: { base: '1fr', md: 'repeat(auto-fill, minmax(15rem, 1fr))' },
    gap: '5',
  }),
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
