// Shared look of a facet's choices (check boxes and radio buttons): a whole row is the target.
export const facetOptionRow = {
  display: 'flex',
  alignItems: 'center',
  gap: '2.5',
  minH: '10',
  px: '2',
  borderRadius: 'md',
  fontSize: 'sm',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
  '&:has(input:disabled)': {
    color: 'fg.muted',
    cursor: 'not-allowed',
    _hover: { bg: 'transparent' },
  },
} as const

export const facetInput = {
  flexShrink: 0,
  w: '4',
  h: '4',
  m: '0',
  accentColor: 'brand.solid',
  cursor: 'inherit',
} as const

export const facetLegend = {
  fontSize: 'sm',
  fontWeight: 'semibold',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  mb: '2',
  px: '2',
} as const
