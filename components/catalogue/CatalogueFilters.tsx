import { useTranslation } from '@/lib/i18n/useTranslation'
import { useId, useState } from 'react'
import { css, cx } from '@/styled-system/css'
import { button, heading } from '@/styled-system/recipes'
import { ChevronDownIcon } from '@/components/common/icons'
import {
  MULTI_VALUE_FACETS,
  activeFilterCount,
  type MultiValueFacet,
  type ProductListSelection,
} from '@/lib/catalogue/listSelection'
import type { ProductFacets } from '@/lib/catalogue/productList'
import { CountryFacet } from './CountryFacet'
import { FacetCheckboxes } from './FacetCheckboxes'
import { useCountLabel } from './useCountLabel'

// Below `lg` the panel is shown while open (`data-open`); from `lg` it is always a sidebar.
const phoneOnly = css.raw({ w: 'full', display: { base: 'flex', lg: 'none' } })

const styles = {
  toggle: cx(button({ variant: 'outline' }), css(phoneOnly, { justifyContent: 'space-between' })),
  chevron: css({
    display: 'inline-flex',
    transitionProperty: '[transform]',
    transitionDuration: 'fast',
    _open: { transform: 'rotate(180deg)' },
  }),
  panel: css({
    display: { base: 'none', lg: 'block' },
    _open: { display: 'block' },
    mt: { base: '3', lg: '0' },
    p: { base: '3', lg: '0' },
    borderWidth: { base: '1px', lg: '0' },
    borderColor: 'border',
    borderRadius: 'lg',
  }),
  // On phones the Filters button names the panel; aria-labelledby still reads this.
  title: cx(
    heading({ size: 'md' }),
    css({ px: '2', mb: '4', display: { base: 'none', lg: 'block' } }),
  ),
  facets: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  showResults: cx(button(), css(phoneOnly, { mt: '5' })),
}

interface CatalogueFiltersProps {
  facets: ProductFacets
  selection: ProductListSelection
  /** Products the current selection shows (for the phone panel's "show" button). */
  total: number
  onToggle: (facet: MultiValueFacet, value: string) => void
  onCountry: (country: string | null) => void
  /** Called when the phone panel is closed with its "show products" button. */
  onShowResults: () => void
}

/**
 * The facets: a sidebar from `lg`; below, a panel behind a "Filters" button (a disclosure:
 * the button says whether the panel is open and which element it opens).
 */
export function CatalogueFilters({
  facets,
  selection,
  total,
  onToggle,
  onCountry,
  onShowResults,
}: CatalogueFiltersProps) {
  const { t } = useTranslation('catalogue')
  const countLabel = useCountLabel()
  const [isOpen, setIsOpen] = useState(false)
  const panelId = useId()
  const active = activeFilterCount(selection)
  const open = isOpen ? '' : undefined
  return (
    <aside aria-labelledby={`${panelId}-title`}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((wasOpen) => !wasOpen)}
        data-testid="filters-toggle"
      >
        {active > 0 ? t('filters.openCount', { count: active }) : t('filters.open')}
        <span className={styles.chevron} data-open={open}>
          <ChevronDownIcon />
        </span>
      </button>
      <div id={panelId} className={styles.panel} data-open={open} data-testid="filters-panel">
        <h2 id={`${panelId}-title`} className={styles.title}>
          {t('filters.title')}
        </h2>
        <div className={styles.facets}>
          {MULTI_VALUE_FACETS.map((facet) => (
            <FacetCheckboxes
              key={facet}
              facet={facet}
              legend={t(`filters.${facet}`)}
              options={facets[facet]}
              selected={selection[facet]}
              onToggle={onToggle}
            />
          ))}
          <CountryFacet
            options={facets.country}
            selected={selection.country}
            onSelect={onCountry}
          />
        </div>
        <button
          type="button"
          className={styles.showResults}
          onClick={() => {
            setIsOpen(false)
            onShowResults()
          }}
        >
          {countLabel('filters.showResults', total)}
        </button>
      </div>
    </aside>
  )
}
