import { useTranslation } from '@/lib/i18n/useTranslation'
import { css } from '@/styled-system/css'
import { CloseIcon } from '@/components/common/icons'
import {
  MULTI_VALUE_FACETS,
  type MultiValueFacet,
  type ProductListSelection,
} from '@/lib/catalogue/listSelection'
import type { ProductFacets } from '@/lib/catalogue/productList'

const styles = {
  list: css({
    listStyle: 'none',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '2',
  }),
  chip: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    minH: '9',
    px: '3',
    borderRadius: 'full',
    borderWidth: '1px',
    borderColor: 'brand.solid',
    bg: 'brand.50',
    color: 'brand.fg',
    fontSize: 'sm',
    fontWeight: 'medium',
    cursor: 'pointer',
    _hover: { bg: 'brand.100' },
  }),
  clearAll: css({
    minH: '9',
    px: '2',
    fontSize: 'sm',
    fontWeight: 'semibold',
    color: 'brand.fg',
    textDecoration: 'underline',
    cursor: 'pointer',
    _hover: { textDecoration: 'none' },
  }),
}

interface ActiveFiltersProps {
  facets: ProductFacets
  selection: ProductListSelection
  onRemove: (facet: MultiValueFacet, value: string) => void
  onRemoveCountry: () => void
  onClearAll: () => void
}

/** The chosen facet values as removable chips, and a way to clear them all. */
export function ActiveFilters({
  facets,
  selection,
  onRemove,
  onRemoveCountry,
  onClearAll,
}: ActiveFiltersProps) {
  const { t } = useTranslation('catalogue')
  const label = (facet: keyof ProductFacets, value: string) =>
    facets[facet].find((option) => option.value === value)?.label ?? value
  const chips = [
    ...MULTI_VALUE_FACETS.flatMap((facet) =>
      selection[facet].map((value) => ({
        key: `${facet}:${value}`,
        label: label(facet, value),
        remove: () => onRemove(facet, value),
      })),
    ),
    ...(selection.country
      ? [
          {
            key: `country:${selection.country}`,
            label: label('country', selection.country),
            remove: onRemoveCountry,
          },
        ]
      : []),
  ]
  if (chips.length === 0) return null
  return (
    <div role="group" aria-label={t('active.label')} data-testid="active-filters">
      <ul className={styles.list}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              className={styles.chip}
              onClick={chip.remove}
              aria-label={t('active.remove', { label: chip.label })}
            >
              {chip.label}
              <CloseIcon width="1em" height="1em" />
            </button>
          </li>
        ))}
        <li>
          <button type="button" className={styles.clearAll} onClick={onClearAll}>
            {t('active.clearAll')}
          </button>
        </li>
      </ul>
    </div>
  )
}
