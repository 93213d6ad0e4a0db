import { Box, chakra } from '@chakra-ui/react'
import type { MultiValueFacet } from '@/lib/catalogue/listSelection'
import type { ProductFacetOption } from '@/lib/content/productList'
import { FacetOptionLabel } from './FacetOptionLabel'
import { facetInput, facetLegend, facetOptionRow } from './facetStyles'

interface FacetCheckboxesProps {
  facet: MultiValueFacet
  legend: string
  options: ProductFacetOption[]
  selected: readonly string[]
  onToggle: (facet: MultiValueFacet, value: string) => void
}

/**
 * One facet as check boxes: any of the ticked values matches. A value no product would match
 * stays in its place, disabled, unless it is ticked (so it can be unticked).
 */
export function FacetCheckboxes({
  facet,
  legend,
  options,
  selected,
  onToggle,
}: FacetCheckboxesProps) {
  return (
    <chakra.fieldset border="0" p="0" m="0" minW="0" data-testid={`facet-${facet}`}>
      <chakra.legend {...facetLegend}>{legend}</chakra.legend>
      <chakra.ul listStyle="none">
        {options.map((option) => {
          const isChecked = selected.includes(option.value)
          return (
            <li key={option.value}>
              <Box as="label" {...facetOptionRow}>
                <chakra.input
                  type="checkbox"
                  name={facet}
                  value={option.value}
                  checked={isChecked}
                  disabled={option.count === 0 && !isChecked}
                  onChange={() => onToggle(facet, option.value)}
                  {...facetInput}
                />
                <FacetOptionLabel label={option.label} count={option.count} />
              </Box>
            </li>
          )
        })}
      </chakra.ul>
    </chakra.fieldset>
  )
}
