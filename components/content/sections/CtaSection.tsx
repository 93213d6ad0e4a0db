import { Box, Container, Heading, Text } from '@chakra-ui/react'
import { useId } from 'react'
import { ButtonLink } from '@/components/common/ButtonLink'
import type { PageSectionOf } from '@/lib/content/contentPage'

type CtaSectionData = PageSectionOf<'ctaSection'>

/** A call to action: where to go next on the site (a language-free path). */
export function CtaSection({ section }: { section: CtaSectionData }) {
  return (
    <Container py={{ base: '4', lg: '6' }}>
      <CtaCard section={section} />
    </Container>
  )
}

/** Calls to action that follow one another: side by side from `lg`, each its own card. */
export function CtaRow({ sections }: { sections: CtaSectionData[] }) {
  return (
    <Container
      py={{ base: '4', lg: '6' }}
      display="grid"
      gridTemplateColumns={{ base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }}
      gap={{ base: '4', lg: '6' }}
    >
      {sections.map((section) => (
        <CtaCard key={section._key} section={section} isStacked />
      ))}
    </Container>
  )
}

function CtaCard({ section, isStacked = false }: { section: CtaSectionData; isStacked?: boolean }) {
  const headingId = useId()
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      display="flex"
      flexDirection={{ base: 'column', lg: isStacked ? 'column' : 'row' }}
      alignItems={{ base: 'flex-start', lg: isStacked ? 'flex-start' : 'center' }}
      justifyContent="space-between"
      gap="6"
      h="full"
      p={{ base: '6', lg: '10' }}
      bg="bg.subtle"
      borderWidth="1px"
      borderColor="border"
      borderRadius="xl"
    >
      <Box maxW="prose">
        <Heading as="h2" id={headingId} size="lg">
          {section.heading}
        </Heading>
        {section.text && (
          <Text mt="2" color="fg.muted">
            {section.text}
          </Text>
        )}
      </Box>
      <ButtonLink href={section.path} flexShrink={0}>
        {section.buttonLabel}
      </ButtonLink>
    </Box>
  )
}
