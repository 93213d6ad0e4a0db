import { Box, Container, Heading } from '@chakra-ui/react'
import { useId, type ReactNode } from 'react'

interface SectionFrameProps {
  heading: string | null
  /** A band in the subtle background colour, to set key figures apart from running text. */
  isTinted?: boolean
  children: ReactNode
}

/** The frame every content section shares: spacing, width, and a heading that names it. */
export function SectionFrame({ heading, isTinted = false, children }: SectionFrameProps) {
  const headingId = useId()
  return (
    <Box
      as="section"
      aria-labelledby={heading ? headingId : undefined}
      bg={isTinted ? 'bg.subtle' : undefined}
      py={isTinted ? { base: '10', lg: '16' } : { base: '6', lg: '10' }}
    >
      <Container>
        {heading && (
          <Heading as="h2" id={headingId} size="xl" mb={{ base: '4', lg: '6' }} maxW="3xl">
            {heading}
          </Heading>
        )}
        {children}
      </Container>
    </Box>
  )
}
