import { Box } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/useTranslation'

/**
 * "Example" beside an enquiry the embedded core service started with (services/core/
 * exampleEnquiries.ts): dashed, unlike a status, so it never reads as one.
 */
export function ExampleBadge() {
  const { t } = useTranslation('admin')
  return (
    <Box
      as="span"
      display="inline-block"
      px="2"
      py="0.5"
      borderRadius="full"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="fg.muted"
      color="fg"
      fontSize="sm"
      fontWeight="semibold"
      whiteSpace="nowrap"
      data-testid="example-badge"
    >
      {t('enquiries.example')}
    </Box>
  )
}
