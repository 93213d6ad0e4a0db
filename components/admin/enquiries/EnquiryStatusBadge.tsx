import { Box } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { ENQUIRY_BADGE } from './badgeStyle'
import type { EnquiryStatus } from '@/lib/admin/types'

const COLOURS: Record<EnquiryStatus, { bg: string; color: string }> = {
  new: { bg: 'brand.100', color: 'brand.800' },
  in_progress: { bg: 'gold.100', color: 'gray.900' },
  closed: { bg: 'gray.100', color: 'gray.800' },
}

export function EnquiryStatusBadge({ status }: { status: EnquiryStatus }) {
  const { t } = useTranslation('admin')
  return (
    <Box {...ENQUIRY_BADGE} data-status={status} {...COLOURS[status]}>
      {t(`status.${status}`)}
    </Box>
  )
}
