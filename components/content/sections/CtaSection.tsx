import { Box, Container, Heading, Text } from '@chakra-ui/react'
import { useId } from 'react'
import { ButtonLink } from '@/components/common/ButtonLink'
import type { PageSectionOf } from '@/lib/content/contentPage'

/** A call to action: where to go next on the site (a language-free path). */
export function CtaSection({ section }: { section: PageSectionOf<'ctaSection'> }) {
  const headingId = useId()
  return (
    <Container as="section" aria-labelledby={headingId} py={{ base: '4', lg: '6' }}>
      <Box
        display="flex"
        flexDirection={{ base: 'column', lg: 'row' }}
        alignItems={{ base: 'flex-start', lg: 'center' }}
        justifyContent="space-between"
        gap="6"
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
    </Container>
  )
}
