import type { MultiValueFacet } from '@/lib/catalogue/listSelection'
import type { ProductFacetOption } from '@/lib/catalogue/productList'
import { FacetOption } from './FacetOption'
import { facetStyles } from './facetStyles'

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
    <fieldset className={facetStyles.fieldset} data-testid={`facet-${facet}`}>
      <legend className={facetStyles.legend}>{legend}</legend>
      <ul className={facetStyles.list}>
        {options.map((option) => {
          const isChecked = selected.includes(option.value)
          return (
            <FacetOption
              key={option.value}
              type="checkbox"
              name={facet}
              value={option.value}
              label={option.label}
              count={option.count}
              checked={isChecked}
              disabled={option.count === 0 && !isChecked}
              onChange={() => onToggle(facet, option.value)}
            />
          )
        })}
      </ul>
    </fieldset>
  )
}
