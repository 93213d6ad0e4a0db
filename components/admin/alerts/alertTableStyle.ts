import type { SystemStyleObject } from '@chakra-ui/react'

/** The alerts page's tables: ruled rows, headings on a heavier rule, figures at the end. */
export const alertTable: SystemStyleObject = {
  width: 'full',
  fontSize: 'sm',
  borderCollapse: 'collapse',
  '& th': {
    textAlign: 'start',
    py: '2',
    pe: '3',
    borderBottomWidth: '2px',
    borderColor: 'border',
    fontWeight: 'semibold',
  },
  '& td': { py: '2', pe: '3', borderBottomWidth: '1px', borderColor: 'border' },
  '& [data-figure]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
}
