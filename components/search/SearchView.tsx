import { Dialog } from '@chakra-ui/react'
import { Link } from '@/components/common/Link'
import { useRouter } from 'next/router'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { css, cx } from '@/styled-system/css'
import { closeButton } from '@/styled-system/recipes'
import { ArrowRightIcon, CloseIcon } from '@/components/common/icons'
import { toLang } from '@/lib/i18n/lang'
import type { SearchViewData } from '@/lib/modal/modalStore'
import { useSiteSearch } from '@/lib/search/useSiteSearch'
import { searchPageHref } from '@/lib/search/searchPageQuery'
import type { SearchHit, SearchResponse } from '@/lib/search/types'
import { SearchFieldInput } from './SearchFieldInput'
import { RESULTS_ID, SearchResults, optionId } from './SearchResults'
import { SearchStatus } from './SearchStatus'
import { searchRow } from './searchRow'
import { useSearchTranslation } from './useSearchTranslation'

const hint = css.raw({ mt: '3', fontSize: 'sm', color: 'fg.muted' })

const styles = {
  // The dialog's header and body as the dialog recipe draws them (lib/theme/recipes/dialog.ts);
  // the title and the close button stay Chakra's parts, which name the dialog and close it.
  header: css({ display: 'flex', alignItems: 'center', gap: '2', px: '5', pt: '5', pb: '3' }),
  body: css({ px: '5', pb: '5' }),
  label: css({ display: 'block', fontWeight: 'semibold', mb: '2' }),
  field: css({ position: 'relative' }),
  hint: css(hint),
  // The keys only help with a keyboard: on phones the hint would push results down.
  keyboardHint: css(hint, { display: { base: 'none', lg: 'block' } }),
  quickLinks: css({ mt: '6' }),
  seeAll: cx(
    searchRow,
    css({
      mt: '2',
      alignItems: 'center',
      justifyContent: 'space-between',
      fontWeight: 'semibold',
      color: 'brand.fg',
      _hover: { bg: 'bg.muted' },
    }),
  ),
  quickLinksTitle: css({ fontSize: 'sm', fontWeight: 'bold', color: 'fg.muted', mb: '2' }),
  quickLinkList: css({
    listStyle: 'none',
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
    gap: '1',
  }),
  quickLink: cx(
    searchRow,
    css({ alignItems: 'center', justifyContent: 'space-between', _hover: { bg: 'bg.muted' } }),
  ),
}

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
  const { t } = useSearchTranslation()
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
      <div className={styles.header}>
        <Dialog.Title>{t('dialog.title')}</Dialog.Title>
      </div>
      <Dialog.CloseTrigger className={closeButton()} aria-label={t('dialog.close')}>
        <CloseIcon />
      </Dialog.CloseTrigger>
      <div className={styles.body}>
        <form role="search" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="site-search" className={styles.label}>
            {t('dialog.label')}
          </label>
          <SearchFieldInput
            fieldClassName={styles.field}
            id="site-search"
            enterKeyHint="go"
            placeholder={t('dialog.placeholder')}
            // The dialog gives the focus to this field when it opens.
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
        </form>
        <p id="site-search-hint" className={isTyped ? styles.keyboardHint : styles.hint}>
          {isTyped ? t('keyboardHint') : t('dialog.hint')}
        </p>
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
            <Link
              href={searchPageHref({ q: query.trim(), type: null, page: 1 })}
              className={styles.seeAll}
              data-testid="search-see-all"
            >
              {t('dialog.seeAll', { query: query.trim() })}
              <ArrowRightIcon />
            </Link>
          </>
        ) : (
          data &&
          data.quickLinks.length > 0 && (
            <section aria-labelledby="search-quick-links" className={styles.quickLinks}>
              <p id="search-quick-links" className={styles.quickLinksTitle}>
                {t('dialog.quickLinks')}
              </p>
              <ul className={styles.quickLinkList}>
                {data.quickLinks.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className={styles.quickLink}>
                      {link.label}
                      <ArrowRightIcon />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )
        )}
      </div>
    </>
  )
}
