import { useTranslation } from '@/lib/i18n/useTranslation'
import dynamic from 'next/dynamic'
import { useEffect, useMemo, useRef, useState } from 'react'
import { css, cx } from '@/styled-system/css'
import { container } from '@/styled-system/patterns'
import { heading, splitLayout } from '@/styled-system/recipes'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import { storeCountry } from '@/lib/catalogue/countryPreference'
import {
  PRODUCTS_PER_PAGE,
  selectionKey,
  toggleFacetValue,
  withCountry,
  withSort,
  withoutFilters,
  type KnownFacetValues,
  type SelectionProblem,
} from '@/lib/catalogue/listSelection'
import { useListSelection } from '@/lib/catalogue/useListSelection'
import {
  awaitingProductList,
  staticProductList,
  type ProductListState,
} from '@/lib/catalogue/productListState'
import type { ProductListPageProps } from '@/lib/catalogue/productList'
import { useRequestErrorText } from '@/lib/http/useRequestErrorText'
import { ActiveFilters } from './ActiveFilters'
import { BrandHeader } from './BrandHeader'
import { CatalogueFilters } from './CatalogueFilters'
import { CatalogueMessage } from './CatalogueMessage'
import { CatalogueNotices } from './CatalogueNotices'
import { CataloguePagination } from './CataloguePagination'
import { ProductGrid } from './ProductGrid'
import { SortSelect } from './SortSelect'
import { useCountLabel } from './useCountLabel'

// TanStack Query and the fetching code arrive with the first selection other than the static
// page's own (a filter, a sort, a page, or an address that carries one): a visitor who only
// looks at the list never downloads them, which keeps the page under its JavaScript budget.
const loadProductListSource = () =>
  import('./ProductListSource').then((mod) => mod.ProductListSource)
const ProductListSource = dynamic(loadProductListSource, { ssr: false })
// An address that carries a selection needs that code at once: fetch it while the page hydrates.
if (typeof window !== 'undefined' && window.location.search) void loadProductListSource()

const styles = {
  root: container({ pb: { base: '12', lg: '16' } }),
  brand: css({ mb: { base: '6', lg: '8' } }),
  layout: splitLayout({ layout: 'catalogue' }),
  results: css({ position: 'relative', minW: '0' }),
  // Named for assistive technology, and where the focus goes after a page link.
  resultsHeading: cx(heading(), css({ srOnly: true })),
  toolbar: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
    mb: '4',
  }),
  summary: css({ fontSize: 'sm', color: 'fg.muted' }),
  activeFilters: css({ mb: '4' }),
  pagination: css({ mt: { base: '8', lg: '12' } }),
}

/**
 * The product list: facets, sort, cards and pages, all held in the URL's query. The static
 * page (and the hydrating render) shows the selection it was rendered for (`requested`); once
 * the router knows the query, the list follows it, loading other selections from `/api/products`.
 */
export function ProductCatalogue({
  initial,
  requested,
  problems: pageProblems,
}: ProductListPageProps) {
  const { t } = useTranslation('catalogue')
  const requestErrorText = useRequestErrorText()
  const countLabel = useCountLabel()
  const { lang } = useCurrentPath()
  const known = useMemo<KnownFacetValues>(
    () => ({
      line: initial.facets.line.map((option) => option.value),
      category: initial.facets.category.map((option) => option.value),
      brand: initial.facets.brand.map((option) => option.value),
      country: initial.facets.country.map((option) => option.value),
    }),
    [initial.facets],
  )
  const { selection, problems, navigate } = useListSelection(known, requested, pageProblems)
  const [live, setLive] = useState<ProductListState | null>(null)
  const needsSource = live !== null || selectionKey(selection) !== selectionKey(requested)
  const query = live ?? (needsSource ? awaitingProductList(initial) : staticProductList(initial))
  const result = query.data
  const isLoading = query.isPlaceholderData || (query.isPending && !result)

  // After a page link, reading goes on at the top of the results (their heading); after the
  // phone's "show products", at the summary ("19 products"), which says what the filters found.
  // Both once the list has loaded and the phone's filter panel has closed: the panel is above
  // the results, and scrolling while it is still open would leave the visitor far below them.
  const resultsRef = useRef<HTMLHeadingElement>(null)
  const summaryRef = useRef<HTMLParagraphElement>(null)
  const focusTarget = useRef<'heading' | 'summary' | null>(null)
  const [resultsRequested, setResultsRequested] = useState(0)
  useEffect(() => {
    const target = focusTarget.current === 'summary' ? summaryRef.current : resultsRef.current
    if (!focusTarget.current || isLoading || !target) return
    focusTarget.current = null
    target.focus({ preventScroll: true })
    target.scrollIntoView({ block: 'start' })
  }, [isLoading, result, resultsRequested])
  const goToResults = () => {
    focusTarget.current = 'heading'
  }
  const showResults = () => {
    focusTarget.current = 'summary'
    setResultsRequested((count) => count + 1)
  }

  const notices: SelectionProblem[] =
    result && !isLoading && result.page < selection.page
      ? [...problems, { type: 'pageTooLarge', page: result.page }]
      : problems
  const facets = result?.facets ?? initial.facets
  const brand =
    result?.brand && selection.brand.length === 1 && result.brand.slug === selection.brand[0]
      ? result.brand
      : null

  const setCountry = (country: string | null) => {
    storeCountry(country)
    void navigate(withCountry(selection, country))
  }
  const resetFilters = () => {
    storeCountry(null)
    void navigate(withoutFilters(selection))
  }

  let summary = t('results.loading')
  if (!isLoading && result) {
    const from = (result.page - 1) * PRODUCTS_PER_PAGE + 1
    summary =
      result.total === 0
        ? t('results.none')
        : countLabel('results.summary', result.total, {
            from: Math.min(from, result.total),
            to: from + result.items.length - 1,
          })
  }

  return (
    <div className={styles.root}>
      {needsSource && (
        <ProductListSource
          lang={lang}
          selection={selection}
          initial={initial}
          initialSelection={requested}
          onState={setLive}
        />
      )}
      <CatalogueNotices problems={notices} />
      {brand && (
        <div className={styles.brand}>
          <BrandHeader brand={brand} />
        </div>
      )}
      <div className={styles.layout}>
        <CatalogueFilters
          facets={facets}
          selection={selection}
          total={result?.total ?? 0}
          onToggle={(facet, value) => void navigate(toggleFacetValue(selection, facet, value))}
          onCountry={setCountry}
          onShowResults={showResults}
        />
        <section aria-labelledby="catalogue-results" className={styles.results}>
          <h2
            id="catalogue-results"
            ref={resultsRef}
            tabIndex={-1}
            className={styles.resultsHeading}
          >
            {t('results.heading')}
          </h2>
          <div className={styles.toolbar}>
            <p
              ref={summaryRef}
              tabIndex={-1}
              aria-live="polite"
              className={styles.summary}
              data-testid="catalogue-summary"
            >
              {summary}
            </p>
            <SortSelect
              value={selection.sort}
              onChange={(sort) => void navigate(withSort(selection, sort))}
            />
          </div>
          <div className={styles.activeFilters}>
            <ActiveFilters
              facets={facets}
              selection={selection}
              onRemove={(facet, value) => void navigate(toggleFacetValue(selection, facet, value))}
              onRemoveCountry={() => setCountry(null)}
              onClearAll={resetFilters}
            />
          </div>
          <div aria-busy={isLoading}>
            {query.isError && !result ? (
              <CatalogueMessage
                title={t('error.title')}
                text={requestErrorText(query.error)}
                action={t('error.retry')}
                onAction={query.refetch}
                testId="catalogue-error"
              />
            ) : !isLoading && result?.total === 0 ? (
              <CatalogueMessage
                title={t('empty.title')}
                text={t('empty.text')}
                action={t('empty.reset')}
                onAction={resetFilters}
                testId="catalogue-empty"
              />
            ) : (
              <ProductGrid
                products={result?.items ?? []}
                skeletons={isLoading ? Math.max(3, result?.items.length ?? 12) : 0}
              />
            )}
          </div>
          {result && !isLoading && (
            <div className={styles.pagination}>
              <CataloguePagination
                selection={selection}
                page={result.page}
                pageCount={result.pageCount}
                onNavigate={goToResults}
              />
            </div>
          )}
        </section>
      </div>
    </div>
  )
}
