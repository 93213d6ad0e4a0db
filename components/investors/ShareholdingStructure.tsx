import { Box, Text } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import type { ShareholdingPage } from '@/lib/content/investors'
import { ShareholderTable } from './ShareholderTable'
import { ShareholdingChart } from './ShareholdingChart'

/** The major shareholders: a chart at a glance, then the table with the exact figures. */
export function ShareholdingStructure({ shareholders, asOf }: ShareholdingPage) {
  const { t } = useTranslation('investors')
  if (asOf === null) return <Text color="fg.muted">{t('shareholders.empty')}</Text>
  return (
    <Box
      display="grid"
      gridTemplateColumns="minmax(0, 1fr)"
      gap={{ base: '8', lg: '10' }}
      maxW="64rem"
    >
      <ShareholdingChart shareholders={shareholders} />
      <ShareholderTable shareholders={shareholders} asOf={asOf} />
    </Box>
  )
}
