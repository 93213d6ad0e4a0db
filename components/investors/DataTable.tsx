import { Box, Text, chakra } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import { useId, type ReactNode } from 'react'

interface DataTableProps {
  caption: string
  /** Wider than a phone: its cells do not wrap, and a hint says the frame scrolls sideways. */
  isWide?: boolean
  children: ReactNode
  'data-testid'?: string
}

/**
 * A data table in a frame that scrolls sideways when the screen is narrower than the table.
 * The frame is a named, focusable region so keyboard users can scroll it too; the caption
 * stays in view while the table scrolls.
 */
export function DataTable({ caption, isWide = false, children, ...rest }: DataTableProps) {
  const { t } = useTranslation('investors')
  const captionId = useId()
  return (
    <Box>
      <Box
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        overflowX="auto"
        borderWidth="1px"
        borderColor="border"
        borderRadius="lg"
        bg="bg"
      >
        <chakra.table
          w="full"
          borderCollapse="separate"
          borderSpacing="0"
          fontSize={{ base: 'sm', md: 'md' }}
          {...rest}
        >
          <chakra.caption id={captionId} captionSide="top" textAlign="start" p="0">
            {/* Sticky inside the scrolling frame: the caption never scrolls out of sight. */}
            <chakra.span
              display="block"
              position="sticky"
              insetStart="0"
              maxW="calc(100vw - 2.5rem)"
              px={{ base: '4', md: '5' }}
              py="3"
              fontWeight="semibold"
              color="fg"
            >
              {caption}
            </chakra.span>
          </chakra.caption>
          {children}
        </chakra.table>
      </Box>
      {isWide && (
        <Text hideFrom="lg" mt="2" fontSize="sm" color="fg.muted">
          {t('tables.scrollHint')}
        </Text>
      )}
    </Box>
  )
}

const cell = {
  px: { base: '3', md: '5' },
  py: '3',
  textAlign: 'start',
  verticalAlign: 'top',
  borderTopWidth: '1px',
  borderColor: 'border',
} as const

/** A header cell; `data-numeric` right-aligns it above a column of figures. */
export const Th = chakra('th', {
  base: {
    ...cell,
    bg: 'bg.subtle',
    color: 'fg.muted',
    fontSize: 'sm',
    fontWeight: 'semibold',
    lineHeight: 'short',
    verticalAlign: 'bottom',
    '&[data-numeric]': { textAlign: 'end' },
  },
})

/** A data cell; `data-numeric` sets figures in aligned (tabular) digits, right-aligned. */
export const Td = chakra('td', {
  base: {
    ...cell,
    '&[data-numeric]': {
      textAlign: 'end',
      fontVariantNumeric: 'tabular-nums',
      whiteSpace: 'nowrap',
    },
  },
})
