import { Box, Button, Heading, Link, Text } from '@chakra-ui/react'
import NextLink from 'next/link'
import { signIn } from 'next-auth/react'
import { useTranslation } from 'next-i18next/pages'
import { useState } from 'react'
import { IDP_PROVIDER_ID } from '@/lib/auth/providerId'
import type { SignInError } from '@/lib/auth/signInError'

interface SignInPanelProps {
  error: SignInError | null
  callbackUrl: string
  canSignIn: boolean
}

/** The sign-in page's card: why the visitor is here (the `error`) and the way to the provider. */
export function SignInPanel({ error, callbackUrl, canSignIn }: SignInPanelProps) {
  const { t } = useTranslation('auth')
  const [isRedirecting, setRedirecting] = useState(false)

  async function startSignIn() {
    setRedirecting(true)
    // next-auth fetches a CSRF token, posts it and sends the browser to the provider.
    await signIn(IDP_PROVIDER_ID, { callbackUrl }).catch(() => setRedirecting(false))
  }

  return (
    <Box
      maxW="28rem"
      mx={{ base: '4', md: 'auto' }}
      my={{ base: '10', lg: '20' }}
      p={{ base: '6', md: '8' }}
      borderWidth="1px"
      borderColor="border"
      borderRadius="lg"
      bg="bg"
    >
      <Heading as="h1" size="2xl">
        {t('login.title')}
      </Heading>
      <Text mt="3" color="fg.muted">
        {t('login.intro')}
      </Text>
      {error !== null && (
        <Box
          role="alert"
          mt="6"
          p="4"
          borderRadius="md"
          borderWidth="1px"
          borderColor={error === 'SessionRequired' ? 'gold.400' : 'brand.300'}
          bg={error === 'SessionRequired' ? 'gold.100' : 'brand.50'}
          data-error={error}
        >
          {t(`login.errors.${error}`)}
        </Box>
      )}
      <Button
        mt="8"
        w="full"
        size="lg"
        onClick={startSignIn}
        loading={isRedirecting}
        loadingText={t('login.redirecting')}
        disabled={!canSignIn}
      >
        {t('login.button')}
      </Button>
      <Text mt="6" textAlign="center">
        <Link asChild>
          <NextLink href="/home">{t('login.backHome')}</NextLink>
        </Link>
      </Text>
    </Box>
  )
}
