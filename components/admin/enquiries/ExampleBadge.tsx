import { Box } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { ENQUIRY_BADGE } from './badgeStyle'

/**
 * "Example" beside an enquiry the embedded core service started with (services/core/
 * exampleEnquiries.ts): dashed, unlike a status, so it never reads as one.
 */
export function ExampleBadge() {
  const { t } = useTranslation('admin')
  return (
    <Box
      {...ENQUIRY_BADGE}
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="fg.muted"
      color="fg"
      data-testid="example-badge"
    >
      {t('enquiries.example')}
    </Box>
  )
}
