import { Box, Container, Heading, Text } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import { ButtonLink } from '@/components/common/ButtonLink'
import { ArrowRightIcon } from '@/components/common/icons'
import type { SiteSettings } from '@/lib/content/getSiteLayout'

/** The home page's opening: the company, its promise and the two most asked-for destinations. */
export function HomeHero({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation('home')
  return (
    <Box
      as="section"
      aria-labelledby="home-hero-title"
      color="white"
      bgGradient="to-br"
      gradientFrom="brand.700"
      gradientTo="brand.900"
      position="relative"
      overflow="hidden"
    >
      <Box
        aria-hidden="true"
        position="absolute"
        insetEnd="-10%"
        top="-30%"
        w={{ base: '24rem', lg: '40rem' }}
        h={{ base: '24rem', lg: '40rem' }}
        borderRadius="full"
        bg="gold.400"
        opacity="0.18"
      />
      <Container position="relative" py={{ base: '16', lg: '24' }}>
        <Text fontSize="sm" fontWeight="semibold" letterSpacing="0.08em" color="gold.100">
          {t('hero.eyebrow')}
        </Text>
        <Heading as="h1" id="home-hero-title" size="2xl" color="white" mt="3" maxW="3xl">
          {settings.siteName}
        </Heading>
        <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="semibold" mt="4" maxW="3xl">
          {settings.tagline}
        </Text>
        <Text mt="4" maxW="prose" color="brand.50" lineHeight="tall">
          {settings.description}
        </Text>
        <Box display="flex" flexWrap="wrap" gap="3" mt="8">
          <ButtonLink href="/product-list" variant="light">
            {t('hero.primaryCta')}
            <ArrowRightIcon />
          </ButtonLink>
          <ButtonLink href="/investors" variant="outlineLight">
            {t('hero.secondaryCta')}
          </ButtonLink>
        </Box>
      </Container>
    </Box>
  )
}
