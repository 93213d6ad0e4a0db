import { Box, Button, Heading, Stack } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import { useId, useState } from 'react'
import { ChevronDownIcon } from '@/components/common/icons'
import {
  MULTI_VALUE_FACETS,
  activeFilterCount,
  type MultiValueFacet,
  type ProductListSelection,
} from '@/lib/catalogue/listSelection'
import type { ProductFacets } from '@/lib/content/productList'
import { CountryFacet } from './CountryFacet'
import { FacetCheckboxes } from './FacetCheckboxes'
import { useCountLabel } from './useCountLabel'

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
  return (
    <Box as="aside" aria-labelledby={`${panelId}-title`}>
      <Button
        variant="outline"
        w="full"
        display={{ base: 'flex', lg: 'none' }}
        justifyContent="space-between"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        data-testid="filters-toggle"
      >
        {active > 0 ? t('filters.openCount', { count: active }) : t('filters.open')}
        <Box
          as="span"
          display="inline-flex"
          transform={isOpen ? 'rotate(180deg)' : undefined}
          transitionProperty="transform"
          transitionDuration="fast"
        >
          <ChevronDownIcon />
        </Box>
      </Button>
      <Box
        id={panelId}
        display={{ base: isOpen ? 'block' : 'none', lg: 'block' }}
        mt={{ base: '3', lg: '0' }}
        p={{ base: '3', lg: '0' }}
        borderWidth={{ base: '1px', lg: '0' }}
        borderColor="border"
        borderRadius="lg"
        data-testid="filters-panel"
      >
        <Heading
          as="h2"
          id={`${panelId}-title`}
          size="md"
          px="2"
          mb="4"
          // On phones the Filters button names the panel; aria-labelledby still reads this.
          display={{ base: 'none', lg: 'block' }}
        >
          {t('filters.title')}
        </Heading>
        <Stack gap="6">
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
        </Stack>
        <Button
          mt="5"
          w="full"
          display={{ base: 'flex', lg: 'none' }}
          onClick={() => {
            setIsOpen(false)
            onShowResults()
          }}
        >
          {countLabel('filters.showResults', total)}
        </Button>
      </Box>
    </Box>
  )
}
