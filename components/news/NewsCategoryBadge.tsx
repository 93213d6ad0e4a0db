import { useTranslation } from '@/lib/i18n/useTranslation'
import { badge } from '@/styled-system/recipes'
import type { NewsCategory } from '@/lib/news/news'

const styles = { root: badge() }

/** The category of an article, as a small label. */
export function NewsCategoryBadge({ category }: { category: NewsCategory }) {
  const { t } = useTranslation('newsCategories')
  return <span className={styles.root}>{t(category)}</span>
}
