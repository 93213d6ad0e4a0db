import { Link } from '@/components/common/Link'
import { css, cx } from '@/styled-system/css'
import type { Lang } from '@/lib/i18n/lang'
import type { SearchGroup, SearchHit } from '@/lib/search/types'
import { HighlightedText } from './HighlightedText'
import { SearchHitLines } from './SearchHitLines'
import { SearchHitThumbnail } from './SearchHitThumbnail'
import { searchRow } from './searchRow'
import { useSearchTranslation } from './useSearchTranslation'

export const RESULTS_ID = 'site-search-results'
export const optionId = (index: number) => `site-search-option-${index}`

const styles = {
  listbox: css({
    maxH: { base: '[60dvh]', md: '[55dvh]' },
    overflowY: 'auto',
    mx: '-2',
    px: '2',
    transition: '[opacity 150ms]',
    // Results for the previous query, while the next one's are on their way.
    '&[data-stale]': { opacity: 0.6 },
  }),
  group: css({ listStyle: 'none', mt: '3' }),
  groupTitle: css({ px: '3', pb: '1', fontSize: 'xs', fontWeight: 'bold', color: 'fg.muted' }),
  // A link with the option role (allowed on `a[href]`): a click is an ordinary client-side
  // navigation, middle-click opens a tab, and the combobox moves the selection with the keys.
  option: cx(
    searchRow,
    css({
      alignItems: 'flex-start',
      outline: 'none',
      '&[aria-selected=true]': {
        bg: 'bg.muted',
        boxShadow: '[inset 3px 0 0 {colors.brand.600}]',
      },
    }),
  ),
  text: css({ minW: '0', flex: '1' }),
  title: css({ fontWeight: 'semibold', lineHeight: 'short', lineClamp: 2 }),
  context: css({ fontSize: 'xs', color: 'fg.muted', mt: '0.5', lineClamp: 2 }),
  snippet: css({
    fontSize: 'sm',
    color: 'fg.muted',
    mt: '1',
    lineHeight: 'moderate',
    lineClamp: 2,
  }),
}

interface OptionProps {
  hit: SearchHit
  index: number
  isActive: boolean
  lang: Lang
  onPointerActivate: (index: number) => void
}

function SearchResultOption({ hit, index, isActive, lang, onPointerActivate }: OptionProps) {
  return (
    <Link
      href={hit.url}
      className={styles.option}
      id={optionId(index)}
      role="option"
      aria-selected={isActive}
      tabIndex={-1}
      data-kind={hit.kind}
      onMouseMove={() => !isActive && onPointerActivate(index)}
    >
      <SearchHitThumbnail hit={hit} size="sm" />
      <div className={styles.text}>
        <div className={styles.title}>
          <HighlightedText value={hit.title} />
        </div>
        <SearchHitLines hit={hit} lang={lang} as="div" classNames={styles} />
      </div>
    </Link>
  )
}

interface SearchResultsProps {
  groups: SearchGroup[]
  activeIndex: number
  lang: Lang
  isStale: boolean
  onPointerActivate: (index: number) => void
}

/** The results as a listbox of groups (one per kind), the combobox's popup. */
export function SearchResults({
  groups,
  activeIndex,
  lang,
  isStale,
  onPointerActivate,
}: SearchResultsProps) {
  const { t } = useSearchTranslation()
  // Where each group's results start in the order the arrow keys walk them.
  const firstIndex = groups.map((_, g) =>
    groups.slice(0, g).reduce((count, group) => count + group.hits.length, 0),
  )
  return (
    <div
      id={RESULTS_ID}
      role="listbox"
      aria-label={t('results.label')}
      className={styles.listbox}
      data-stale={isStale ? '' : undefined}
    >
      {groups.map((group, g) => {
        const headingId = `site-search-group-${group.kind}`
        return (
          <ul key={group.kind} role="group" aria-labelledby={headingId} className={styles.group}>
            <li role="presentation" id={headingId} className={styles.groupTitle}>
              {t('results.group', { kind: t(`kinds.${group.kind}`), count: group.total })}
            </li>
            {group.hits.map((hit, h) => {
              const position = firstIndex[g]! + h
              return (
                <li key={hit.id} role="presentation">
                  <SearchResultOption
                    hit={hit}
                    index={position}
                    isActive={position === activeIndex}
                    lang={lang}
                    onPointerActivate={onPointerActivate}
                  />
                </li>
              )
            })}
          </ul>
        )
      })}
    </div>
  )
}
