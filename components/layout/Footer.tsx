import { Box, Container, Heading, Text, chakra } from '@chakra-ui/react'
import NextLink from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import type { SiteLayout } from '@/lib/content/getSiteLayout'
import { CopyLinkButton } from './CopyLinkButton'

const FooterLink = chakra(NextLink, {
  base: {
    color: 'gray.200',
    borderRadius: 'sm',
    _hover: { color: 'white', textDecoration: 'underline' },
    _focusVisible: { outlineColor: 'white' },
  },
})

const columnHeading = {
  as: 'h2',
  fontSize: 'sm',
  fontWeight: 'bold',
  letterSpacing: '0.04em',
  color: 'white',
  mb: '3',
} as const

export function Footer({ layout }: { layout: SiteLayout }) {
  const { t } = useTranslation('common')
  const { settings, sections, year } = layout
  return (
    <Box as="footer" bg="bg.inverted" color="gray.200" mt="16">
      <Container
        display="grid"
        gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: '2fr 1fr 1fr' }}
        gap="10"
        py="12"
      >
        <Box>
          <Heading {...columnHeading}>{t('footer.contactHeading')}</Heading>
          <Text fontWeight="semibold" color="white">
            {settings.siteName}
          </Text>
          <Text mt="2" maxW="prose">
            {settings.address}
          </Text>
          <chakra.dl mt="3" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1">
            <dt>{t('footer.phone')}</dt>
            <dd>
              <FooterLink href={`tel:${settings.phone.replace(/[^+0-9]/g, '')}`}>
                {settings.phone}
              </FooterLink>
            </dd>
            <dt>{t('footer.email')}</dt>
            <dd>
              <FooterLink href={`mailto:${settings.email}`}>{settings.email}</FooterLink>
            </dd>
          </chakra.dl>
        </Box>
        <Box as="nav" aria-labelledby="footer-sections">
          <Heading id="footer-sections" {...columnHeading}>
            {t('footer.sectionsHeading')}
          </Heading>
          <chakra.ul listStyle="none" display="grid" gap="2">
            {sections.map((section) => (
              <li key={section._id}>
                <FooterLink href={section.path}>{section.topic}</FooterLink>
              </li>
            ))}
          </chakra.ul>
        </Box>
        <Box as="nav" aria-labelledby="footer-legal">
          <Heading id="footer-legal" {...columnHeading}>
            {t('footer.legalHeading')}
          </Heading>
          <chakra.ul listStyle="none" display="grid" gap="2">
            <li>
              <FooterLink href="/privacy-notice">{t('footer.privacy')}</FooterLink>
            </li>
            <li>
              <FooterLink href="/cookies">{t('footer.cookies')}</FooterLink>
            </li>
            <li>
              {/* The cookie policy tells visitors to change their choice here. */}
              <FooterLink href="/cookies#cookie-settings">{t('footer.cookieSettings')}</FooterLink>
            </li>
            <li>
              <FooterLink href="/contact">{t('footer.contact')}</FooterLink>
            </li>
          </chakra.ul>
          <CopyLinkButton />
        </Box>
      </Container>
      <Box borderTopWidth="1px" borderColor="gray.700">
        <Container py="5" fontSize="sm" color="gray.300">
          {t('footer.copyright', { year, siteName: settings.siteName })}
        </Container>
      </Box>
    </Box>
  )
}
