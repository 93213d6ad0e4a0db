import { Box, Container, Heading, Text, chakra } from '@chakra-ui/react'
import NextLink from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import { ArrowRightIcon } from '@/components/common/icons'
import type { MenuSections } from '@/lib/content/getSiteLayout'

const CardLink = chakra(NextLink, {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    mt: 'auto',
    pt: '4',
    color: 'brand.fg',
    fontWeight: 'semibold',
    borderRadius: 'sm',
    _hover: { textDecoration: 'underline' },
  },
})

/** One card per menu section: its topic, description and the section's button. */
export function SectionGrid({ sections }: { sections: MenuSections }) {
  const { t } = useTranslation('home')
  return (
    <Container as="section" aria-labelledby="home-sections-title" py={{ base: '12', lg: '16' }}>
      <Heading as="h2" id="home-sections-title" size="xl">
        {t('sections.heading')}
      </Heading>
      <Text mt="2" color="fg.muted">
        {t('sections.intro')}
      </Text>
      <chakra.ul
        listStyle="none"
        mt="8"
        display="grid"
        gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }}
        gap="5"
      >
        {sections.map((section) => (
          <Box
            as="li"
            key={section._id}
            display="flex"
            flexDirection="column"
            p="6"
            bg="bg.subtle"
            borderWidth="1px"
            borderColor="border"
            borderRadius="lg"
            borderTopWidth="4px"
            borderTopColor="brand.solid"
          >
            <Heading as="h3" size="md">
              {section.topic}
            </Heading>
            <Text mt="2" color="fg.muted">
              {section.desc}
            </Text>
            <CardLink href={section.path}>
              {section.buttonName}
              <ArrowRightIcon />
            </CardLink>
          </Box>
        ))}
      </chakra.ul>
    </Container>
  )
}
