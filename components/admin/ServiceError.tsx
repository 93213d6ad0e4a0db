import { Box, Button, Text } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/useTranslation'
import type { Strings } from '@/lib/i18n/keys'

/** A failed call to the core service, said in the user's language, with a way to try again. */
export function ServiceError({
  what,
  onRetry,
}: {
  what: keyof Strings<'admin'>['errors']['what']
  onRetry: () => void
}) {
  const { t } = useTranslation('admin')
  return (
    <Box
      role="alert"
      p="4"
      mb="4"
      borderWidth="1px"
      borderColor="brand.300"
      bg="brand.50"
      color="brand.800"
      borderRadius="md"
      display="flex"
      gap="3"
      alignItems="center"
      flexWrap="wrap"
    >
      <Text flex="1" minW="12rem">
        {t('errors.service', { what: t(`errors.what.${what}`) })}
      </Text>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('errors.retry')}
      </Button>
    </Box>
  )
}
