import { useTranslation } from 'next-i18next/pages'
import { css } from '@/styled-system/css'
import { container } from '@/styled-system/patterns'
import { SectionHeader } from '@/components/common/SectionHeader'
import type { BusinessCategory } from '@/lib/content/business'
import { CategoryCard } from './CategoryCard'

const styles = {
  section: css({ bg: 'bg.subtle', py: { base: '12', lg: '16' } }),
  column: container(),
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
  const { t } = useTranslation('business')
  if (categories.length === 0) return null
  return (
    <section aria-labelledby="business-categories-title" className={styles.section}>
      <div className={styles.column}>
        <SectionHeader
          id="business-categories-title"
          title={t('line.categories.heading')}
          intro={t('line.categories.intro')}
        />
        <ul className={styles.grid}>
          {categories.map((category) => (
            <li key={category._id}>
              <CategoryCard category={category} lineSlug={lineSlug} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
