import { Box, Text, chakra } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import type { ProductFacetOption } from '@/lib/content/productList'
import { FacetOptionLabel } from './FacetOptionLabel'
import { facetInput, facetLegend, facetOptionRow } from './facetStyles'

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
    <chakra.fieldset
      border="0"
      p="0"
      m="0"
      minW="0"
      aria-describedby="catalogue-country-hint"
      data-testid="facet-country"
    >
      <chakra.legend {...facetLegend}>{t('filters.country')}</chakra.legend>
      <Text id="catalogue-country-hint" px="2" mb="2" fontSize="xs" color="fg.muted">
        {t('filters.countryHint')}
      </Text>
      <chakra.ul listStyle="none">
        {choices.map((choice) => {
          const isChecked = choice.value === selected
          return (
            <li key={choice.value ?? 'all'}>
              <Box as="label" {...facetOptionRow}>
                <chakra.input
                  type="radio"
                  name="country"
                  value={choice.value ?? ''}
                  checked={isChecked}
                  disabled={choice.count === 0 && !isChecked}
                  onChange={() => onSelect(choice.value)}
                  {...facetInput}
                />
                <FacetOptionLabel label={choice.label} count={choice.count} />
              </Box>
            </li>
          )
        })}
      </chakra.ul>
    </chakra.fieldset>
  )
}
