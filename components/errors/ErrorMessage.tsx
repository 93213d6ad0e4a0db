import { Container, Heading, Text } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import { ButtonLink } from '@/components/common/ButtonLink'

/** The body of the 404 and 500 pages: what happened and the way back. */
export function ErrorMessage({ code }: { code: 404 | 500 }) {
  const { t } = useTranslation('common')
  const isNotFound = code === 404
  return (
    <Container py={{ base: '16', lg: '24' }} textAlign="center">
      <Text fontWeight="semibold" color="brand.fg">
        {t('errors.errorCode', { code })}
      </Text>
      <Heading as="h1" size="2xl" mt="3">
        {isNotFound ? t('errors.notFoundTitle') : t('errors.serverErrorTitle')}
      </Heading>
      <Text mt="4" color="fg.muted" maxW="prose" mx="auto">
        {isNotFound ? t('errors.notFoundText') : t('errors.serverErrorText')}
      </Text>
      <ButtonLink href="/home" mt="8">
        {t('errors.backHome')}
      </ButtonLink>
    </Container>
  )
}
