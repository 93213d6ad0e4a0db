import { useTranslation } from '@/lib/i18n/useTranslation'
import { css } from '@/styled-system/css'
import type { ProductFacetOption } from '@/lib/catalogue/productList'
import { FacetOption } from './FacetOption'
import { facetStyles } from './facetStyles'

const hint = css({ px: '2', mb: '2', fontSize: 'xs', color: 'fg.muted' })

interface CountryFacetProps {
  options: ProductFacetOption[]
  selected: string | null
  onSelect: (country: string | null) => void
}

/** The country where the visitor buys: one at a time, or all (remembered on this device). */
export function CountryFacet({ options, selected, onSelect }: CountryFacetProps) {
  const { t } = useTranslation('catalogue')
  const choices = [
    { value: null, label: t('filters.allCountries'), count: undefined },
    ...options.map((option) => ({ ...option, value: option.value as string | null })),
  ]
  return (
    <fieldset
      className={facetStyles.fieldset}
      aria-describedby="catalogue-country-hint"
      data-testid="facet-country"
    >
      <legend className={facetStyles.legend}>{t('filters.country')}</legend>
      <p id="catalogue-country-hint" className={hint}>
        {t('filters.countryHint')}
      </p>
      <ul className={facetStyles.list}>
        {choices.map((choice) => {
          const isChecked = choice.value === selected
          return (
            <FacetOption
              key={choice.value ?? 'all'}
              type="radio"
              name="country"
              value={choice.value ?? ''}
              label={choice.label}
              count={choice.count}
              checked={isChecked}
              disabled={choice.count === 0 && !isChecked}
              onChange={() => onSelect(choice.value)}
            />
          )
        })}
      </ul>
    </fieldset>
  )
}
