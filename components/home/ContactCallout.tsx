import { Box, Container, Heading, Text } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import { ButtonLink } from '@/components/common/ButtonLink'

export function ContactCallout() {
  const { t } = useTranslation('home')
  return (
    <Container as="section" aria-labelledby="home-contact-title">
      <Box
        display="flex"
        flexDirection={{ base: 'column', lg: 'row' }}
        alignItems={{ base: 'flex-start', lg: 'center' }}
        justifyContent="space-between"
        gap="6"
        p={{ base: '6', lg: '10' }}
        bg="gold.100"
        borderRadius="xl"
      >
        <Box>
          <Heading as="h2" id="home-contact-title" size="lg">
            {t('contactCta.heading')}
          </Heading>
          <Text mt="2" color="fg.muted">
            {t('contactCta.text')}
          </Text>
        </Box>
        <ButtonLink href="/contact">{t('contactCta.button')}</ButtonLink>
      </Box>
    </Container>
  )
}
