import { Box, chakra } from '@chakra-ui/react'
import NextLink from 'next/link'
import { SiteImage } from '@/components/common/SiteImage'
import { formatDate } from '@/lib/i18n/format'
import type { Lang } from '@/lib/i18n/lang'
import type { SearchGroup, SearchHit } from '@/lib/search/types'
import { HighlightedText } from './HighlightedText'
import { SearchKindIcon } from './SearchKindIcon'
import { useSearchTranslation } from './useSearchTranslation'

export const RESULTS_ID = 'site-search-results'
export const optionId = (index: number) => `site-search-option-${index}`

// A link with the option role (allowed on `a[href]`): a click is an ordinary client-side
// navigation, middle-click opens a tab, and the combobox moves the selection with the keys.
const OptionLink = chakra(NextLink, {
  base: {
    display: 'flex',
    gap: '3',
    alignItems: 'flex-start',
    px: '3',
    py: '2.5',
    borderRadius: 'md',
    outline: 'none',
    '&[aria-selected=true]': { bg: 'bg.muted', boxShadow: 'inset 3px 0 0 {colors.brand.600}' },
  },
})

function Thumbnail({ hit }: { hit: SearchHit }) {
  return (
    <Box
      flexShrink={0}
      boxSize="10"
      borderRadius="md"
      overflow="hidden"
      bg="bg.muted"
      color="fg.muted"
      display="flex"
      alignItems="center"
      justifyContent="center"
    >
      {hit.thumbnail ? (
        <SiteImage
          image={{ ...hit.thumbnail, alt: '' }}
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <SearchKindIcon kind={hit.kind} />
      )}
    </Box>
  )
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
    <OptionLink
      href={hit.url}
      id={optionId(index)}
      role="option"
      aria-selected={isActive}
      tabIndex={-1}
      data-kind={hit.kind}
      onMouseMove={() => !isActive && onPointerActivate(index)}
    >
      <Thumbnail hit={hit} />
      <Box minW="0" flex="1">
        <Box fontWeight="semibold" lineHeight="short" lineClamp={2}>
          <HighlightedText value={hit.title} />
        </Box>
        {(hit.context || hit.date) && (
          <Box fontSize="xs" color="fg.muted" mt="0.5" lineClamp={2}>
            {hit.context && <HighlightedText value={hit.context} />}
            {hit.date && (
              <chakra.time dateTime={hit.date}>{formatDate(hit.date, lang)}</chakra.time>
            )}
          </Box>
        )}
        {hit.snippet && (
          <Box fontSize="sm" color="fg.muted" mt="1" lineHeight="moderate" lineClamp={2}>
            <HighlightedText value={hit.snippet} />
          </Box>
        )}
      </Box>
    </OptionLink>
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
    <Box
      id={RESULTS_ID}
      role="listbox"
      aria-label={t('results.label')}
      maxH={{ base: '60dvh', md: '55dvh' }}
      overflowY="auto"
      mx="-2"
      px="2"
      opacity={isStale ? 0.6 : 1}
      transition="opacity 150ms"
    >
      {groups.map((group, g) => {
        const headingId = `site-search-group-${group.kind}`
        return (
          <chakra.ul
            key={group.kind}
            role="group"
            aria-labelledby={headingId}
            listStyle="none"
            mt="3"
          >
            <chakra.li
              role="presentation"
              id={headingId}
              px="3"
              pb="1"
              fontSize="xs"
              fontWeight="bold"
              color="fg.muted"
              letterSpacing="wide"
            >
              {t('results.group', { kind: t(`kinds.${group.kind}`), count: group.total })}
            </chakra.li>
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
          </chakra.ul>
        )
      })}
    </Box>
  )
}
