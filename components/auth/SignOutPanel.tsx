import { Box, Heading, Spinner, Text } from '@chakra-ui/react'
import { signOut } from 'next-auth/react'
import { useTranslation } from 'next-i18next/pages'
import { useEffect } from 'react'
import { clearAdminStorage } from '@/lib/admin/adminStorage'

/**
 * `/logout` at work: forgets the console's stored profile, ends the next-auth session (its
 * cookie), then ends the provider's session, which returns the browser to `/`.
 */
export function SignOutPanel({ providerSignOutUrl }: { providerSignOutUrl: string | null }) {
  const { t } = useTranslation('auth')

  useEffect(() => {
    clearAdminStorage(window.localStorage)
    void signOut({ redirect: false })
      .catch(() => undefined)
      .then(() => window.location.replace(providerSignOutUrl ?? '/'))
  }, [providerSignOutUrl])

  return (
    <Box maxW="28rem" mx="auto" my={{ base: '10', lg: '20' }} textAlign="center" aria-busy="true">
      <Spinner boxSize="8" color="brand.solid" />
      <Heading as="h1" size="xl" mt="4">
        {t('logout.title')}
      </Heading>
      <Text mt="2" color="fg.muted" role="status">
        {t('logout.text')}
      </Text>
    </Box>
  )
}
