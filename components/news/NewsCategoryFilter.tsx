import { chakra } from '@chakra-ui/react'
import NextLink from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import type { NewsCategory } from '@/lib/content/news'
import { NEWS_CATEGORIES, newsListHref } from '@/lib/news/listing'

const FilterLink = chakra(NextLink, {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    minH: '10',
    px: '4',
    borderRadius: 'full',
    borderWidth: '1px',
    borderColor: 'border',
    bg: 'bg',
    color: 'fg',
    fontSize: 'sm',
    fontWeight: 'medium',
    transitionProperty: 'background-color, color, border-color',
    transitionDuration: 'fast',
    _hover: { borderColor: 'brand.solid', color: 'brand.fg' },
    '&[aria-current="true"]': {
      bg: 'brand.solid',
      borderColor: 'brand.solid',
      color: 'white',
      _hover: { bg: 'brand.solidHover', color: 'white' },
    },
  },
})

interface NewsCategoryFilterProps {
  selected: NewsCategory | null
  /** Called before the (shallow) navigation a filter link starts. */
  onSelect?: () => void
}

/**
 * The categories as links to the list's own address (`?category=…`): a filtered list can be
 * shared and reloaded, and the links work before the page's script has loaded.
 */
export function NewsCategoryFilter({ selected, onSelect }: NewsCategoryFilterProps) {
  const { t } = useTranslation('news')
  const options: { category: NewsCategory | null; label: string }[] = [
    { category: null, label: t('filter.all') },
    ...NEWS_CATEGORIES.map((category) => ({ category, label: t(`categories.${category}`) })),
  ]
  return (
    <nav aria-label={t('filter.label')}>
      <chakra.ul listStyle="none" display="flex" flexWrap="wrap" gap="2">
        {options.map(({ category, label }) => (
          <li key={category ?? 'all'}>
            <FilterLink
              href={newsListHref({ category, page: 1 })}
              shallow
              scroll={false}
              aria-current={category === selected ? 'true' : undefined}
              onClick={onSelect}
            >
              {label}
            </FilterLink>
          </li>
        ))}
      </chakra.ul>
    </nav>
  )
}
