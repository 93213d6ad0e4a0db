import { Container, chakra } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import type { BusinessLineSummary } from '@/lib/content/business'
import { BusinessLineCard } from './BusinessLineCard'

/** The business lines, the first across the row and the others two by two on wide screens. */
export function BusinessLineList({ lines }: { lines: BusinessLineSummary[] }) {
  const { t } = useTranslation('business')
  return (
    <Container pb={{ base: '12', lg: '16' }}>
      <chakra.ul
        aria-label={t('overview.listLabel')}
        listStyle="none"
        display="grid"
        gridTemplateColumns={{ base: '1fr', lg: 'repeat(2, 1fr)' }}
        gap={{ base: '5', lg: '8' }}
      >
        {lines.map((line, index) => (
          <chakra.li key={line._id} gridColumn={index === 0 ? { lg: '1 / -1' } : undefined}>
            <BusinessLineCard line={line} isFeatured={index === 0} />
          </chakra.li>
        ))}
      </chakra.ul>
    </Container>
  )
}
