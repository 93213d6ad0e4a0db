import { Box, Grid, Text, type GridProps } from '@chakra-ui/react'
import { formatNumber } from '@/lib/i18n/format'
import type { Lang } from '@/lib/i18n/lang'

export interface TotalFigure {
  /** Names the figure for tests (`data-total`). */
  key: string
  label: string
  value: number
}

/** A panel's headline figures side by side, each a label over its number. */
export function TotalFigures({
  totals,
  lang,
  ...gridProps
}: { totals: readonly TotalFigure[]; lang: Lang } & Omit<GridProps, 'children'>) {
  return (
    <Grid as="dl" templateColumns={`repeat(${totals.length}, 1fr)`} gap="3" {...gridProps}>
      {totals.map(({ key, label, value }) => (
        <Box key={key}>
          <Text as="dt" fontSize="sm" color="fg.muted">
            {label}
          </Text>
          <Text as="dd" fontSize="2xl" fontWeight="bold" data-total={key}>
            {formatNumber(value, lang)}
          </Text>
        </Box>
      ))}
    </Grid>
  )
}
