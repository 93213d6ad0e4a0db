import { Box, chakra, type SystemStyleObject } from '@chakra-ui/react'
import type { ReactNode } from 'react'

const alertTable: SystemStyleObject = {
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

/**
 * The alerts page's tables: ruled rows, headings on a heavier rule, figures (`data-figure`) at
 * the end; a table wider than the panel scrolls sideways inside it.
 */
export function AlertTable({
  children,
  'data-testid': testId,
}: {
  children: ReactNode
  'data-testid': string
}) {
  return (
    <Box overflowX="auto">
      <chakra.table css={alertTable} data-testid={testId}>
        {children}
      </chakra.table>
    </Box>
  )
}
