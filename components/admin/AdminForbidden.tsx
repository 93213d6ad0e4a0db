import { Box, Heading, Link, Text } from '@chakra-ui/react'
import Head from 'next/head'
import NextLink from 'next/link'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { ButtonLink } from '@/components/common/ButtonLink'
import { path } from '@/lib/routes'

/** The 403 page: signed in, but without the admin role. */
export function AdminForbidden({ email }: { email: string | null }) {
  const { t } = useTranslation('auth')
  return (
    <Box as="main" maxW="36rem" mx="auto" px="6" py={{ base: '16', lg: '24' }} textAlign="center">
      <Head>
        <title>{t('forbidden.title')}</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <Text fontWeight="semibold" color="brand.fg">
        {t('forbidden.code')}
      </Text>
      <Heading as="h1" size="2xl" mt="3">
        {t('forbidden.title')}
      </Heading>
      <Text mt="4" color="fg.muted">
        {t('forbidden.text', { email: email ?? '' })}
      </Text>
      <Box mt="8" display="flex" gap="4" justifyContent="center" flexWrap="wrap">
        <ButtonLink href={path('home')}>{t('forbidden.home')}</ButtonLink>
        <Link asChild alignSelf="center">
          <NextLink href={path('logout')}>{t('forbidden.signOut')}</NextLink>
        </Link>
      </Box>
    </Box>
  )
}
