import { Box } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { QueryProvider } from '@/components/query/QueryProvider'
import { CounterPanel } from './CounterPanel'
import { CreatureLookup } from './CreatureLookup'

/** The playground page's content: the counter beside the creature lookup. */
export function PlaygroundView({ creatureApiUrl }: { creatureApiUrl: string }) {
  const { t } = useTranslation('console')
  return (
    <>
      <Box as="p" color="fg.muted" mb="6">
        {t('playground.intro')}
      </Box>
      <Box
        display="grid"
        gridTemplateColumns={{ base: 'minmax(0, 1fr)', adminLg: 'minmax(0, 2fr) minmax(0, 3fr)' }}
        gap={{ base: '5', adminMd: '6' }}
        alignItems="start"
      >
        <CounterPanel />
        <QueryProvider>
          <CreatureLookup baseUrl={creatureApiUrl} />
        </QueryProvider>
      </Box>
    </>
  )
}
