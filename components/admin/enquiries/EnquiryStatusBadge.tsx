import { Box } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/useTranslation'
import type { EnquiryStatus } from '@/lib/admin/types'

const COLOURS: Record<EnquiryStatus, { bg: string; color: string }> = {
  new: { bg: 'brand.100', color: 'brand.800' },
  in_progress: { bg: 'gold.100', color: 'gray.900' },
  closed: { bg: 'gray.100', color: 'gray.800' },
}

export function EnquiryStatusBadge({ status }: { status: EnquiryStatus }) {
  const { t } = useTranslation('admin')
  return (
    <Box
      as="span"
      display="inline-block"
      px="2"
      py="0.5"
      borderRadius="full"
      fontSize="sm"
      fontWeight="semibold"
      whiteSpace="nowrap"
      data-status={status}
      {...COLOURS[status]}
    >
      {t(`status.${status}`)}
    </Box>
  )
}
