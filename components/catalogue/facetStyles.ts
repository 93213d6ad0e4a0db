import { css } from '@/styled-system/css'

// The frame both kinds of facet share (check boxes and radio buttons); each choice is a
// `FacetOption`.
export const facetStyles = {
  fieldset: css({ border: '0', p: '0', m: '0', minW: '0' }),
  legend: css({
    fontSize: 'sm',
    fontWeight: 'semibold',
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    mb: '2',
    px: '2',
  }),
  list: css({ listStyle: 'none' }),
}
