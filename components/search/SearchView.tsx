import { Box, Dialog, Input, Text, chakra } from '@chakra-ui/react'
import NextLink from 'next/link'
import { useRouter } from 'next/router'
import { useTranslation } from 'next-i18next/pages'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { ArrowRightIcon, CloseIcon, SearchIcon } from '@/components/common/icons'
import { toLang } from '@/lib/i18n/lang'
import type { SearchViewData } from '@/lib/modal/modalStore'
import { useSiteSearch } from '@/lib/search/useSiteSearch'
import type { SearchHit, SearchResponse } from '@/lib/search/types'
import { RESULTS_ID, SearchResults, optionId } from './SearchResults'
import { SearchStatus } from './SearchStatus'
import { useSearchTranslation } from './useSearchTranslation'

const QuickLink = chakra(NextLink, {
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
    px: '3',
    py: '2.5',
    borderRadius: 'md',
    _hover: { bg: 'bg.muted' },
  },
})

/** The results in the order they are shown (and walked with the arrow keys). */
function hitsInOrder(response: SearchResponse | undefined): SearchHit[] {
  return response ? response.groups.flatMap((group) => group.hits) : []
}

/**
 * SEARCH_VIEW: the site search. The field is an ARIA combobox over a listbox of results grouped
 * by kind: results follow the typing (debounced), the arrow keys move the selection
 * (`aria-activedescendant`, focus stays in the field), Enter or a click opens it, and the route
 * change closes the modal. With nothing typed, the popular pages are shown.
 */
export function SearchView({ data }: { data: SearchViewData | undefined }) {
  const { t } = useTranslation('common')
  const { t: tSearch } = useSearchTranslation()
  const router = useRouter()
  const lang = toLang(router.locale)
  const [query, setQuery] = useState('')
  const search = useSiteSearch(query, lang)
  const isTyped = query.trim() !== ''
  const response = isTyped ? search.data : undefined
  const hits = hitsInOrder(response)

  // The first result is selected whenever new results arrive (state derived during render).
  const [active, setActive] = useState({ response, index: 0 })
  if (active.response !== response) setActive({ response, index: 0 })
  const activeIndex = hits.length > 0 ? Math.min(active.index, hits.length - 1) : -1
  const activeHit = hits[activeIndex]

  const scrollToActive = useRef(false)
  useEffect(() => {
    if (!scrollToActive.current || activeIndex < 0) return
    scrollToActive.current = false
    document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' })
  }, [activeIndex])

  const moveBy = (step: number) => {
    scrollToActive.current = true
    setActive({ response, index: (activeIndex + step + hits.length) % hits.length })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && hits.length > 0) {
      event.preventDefault()
      moveBy(1)
    } else if (event.key === 'ArrowUp' && hits.length > 0) {
      event.preventDefault()
      moveBy(-1)
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault()
      if (activeHit) void router.push(activeHit.url)
    }
  }

  const hasResults = hits.length > 0
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{t('search.title')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.CloseTrigger asChild>
        <chakra.button
          type="button"
          aria-label={t('search.close')}
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          boxSize="10"
          borderRadius="md"
          cursor="pointer"
          _hover={{ bg: 'bg.muted' }}
        >
          <CloseIcon />
        </chakra.button>
      </Dialog.CloseTrigger>
      <Dialog.Body>
        <chakra.form role="search" onSubmit={(event) => event.preventDefault()}>
          <chakra.label htmlFor="site-search" display="block" fontWeight="semibold" mb="2">
            {t('search.label')}
          </chakra.label>
          <Box position="relative">
            <Box
              position="absolute"
              insetStart="3"
              top="50%"
              transform="translateY(-50%)"
              color="fg.muted"
            >
              <SearchIcon />
            </Box>
            <Input
              id="site-search"
              type="search"
              name="q"
              ps="10"
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="go"
              placeholder={t('search.placeholder')}
              data-autofocus
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={onKeyDown}
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={hasResults}
              aria-controls={hasResults ? RESULTS_ID : undefined}
              aria-activedescendant={activeHit ? optionId(activeIndex) : undefined}
              aria-describedby="site-search-hint"
            />
          </Box>
        </chakra.form>
        {/* The keys only help with a keyboard: on phones the hint would push results down. */}
        <Text
          id="site-search-hint"
          mt="3"
          fontSize="sm"
          color="fg.muted"
          display={isTyped ? { base: 'none', lg: 'block' } : 'block'}
        >
          {isTyped ? tSearch('keyboardHint') : t('search.hint')}
        </Text>
        {isTyped ? (
          <>
            <SearchStatus search={search} response={response} lang={lang} />
            {hasResults && response && (
              <SearchResults
                groups={response.groups}
                activeIndex={activeIndex}
                lang={lang}
                isStale={search.isSettling}
                onPointerActivate={(index) => setActive({ response, index })}
              />
            )}
          </>
        ) : (
          data &&
          data.quickLinks.length > 0 && (
            <Box as="section" mt="6" aria-labelledby="search-quick-links">
              <Text id="search-quick-links" fontSize="sm" fontWeight="bold" color="fg.muted" mb="2">
                {t('search.quickLinks')}
              </Text>
              <chakra.ul
                listStyle="none"
                display="grid"
                gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }}
                gap="1"
              >
                {data.quickLinks.map((link) => (
                  <li key={link.href}>
                    <QuickLink href={link.href}>
                      {link.label}
                      <ArrowRightIcon />
                    </QuickLink>
                  </li>
                ))}
              </chakra.ul>
            </Box>
          )
        )}
      </Dialog.Body>
    </>
  )
}
