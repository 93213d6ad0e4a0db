import { useRouter } from 'next/router'
import { Link } from '@/components/common/Link'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { css } from '@/styled-system/css'
import { chip } from '@/styled-system/recipes'
import type { NewsCategory } from '@/lib/news/news'
import { NEWS_CATEGORIES, newsListHref } from '@/lib/news/listing'
import { shallowListTarget } from '@/lib/routing/listHref'

const styles = {
  list: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
  link: chip({ shape: 'pill' }),
}

interface NewsCategoryFilterProps {
  selected: NewsCategory | null
  /** The year chosen (the press room's archive links): a category keeps it. */
  year?: number | null
  /** Called before the (shallow) navigation a filter link starts. */
  onSelect?: () => void
}

/**
 * The categories as links to the list's own address (`?category=…`): a filtered list can be
 * shared and reloaded, and the links work before the page's script has loaded.
 */
export function NewsCategoryFilter({ selected, year = null, onSelect }: NewsCategoryFilterProps) {
  const { t } = useTranslation('news')
  const { t: tCategory } = useTranslation('newsCategories')
  const router = useRouter()
  const options: { category: NewsCategory | null; label: string }[] = [
    { category: null, label: t('filter.all') },
    ...NEWS_CATEGORIES.map((category) => ({ category, label: tCategory(category) })),
  ]
  return (
    <nav aria-label={t('filter.label')}>
      <ul className={styles.list}>
        {options.map(({ category, label }) => (
          <li key={category ?? 'all'}>
            <Link
              {...shallowListTarget(router, newsListHref({ category, year, page: 1 }))}
              shallow
              scroll={false}
              aria-current={category === selected ? 'true' : undefined}
              onClick={onSelect}
              className={styles.link}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
