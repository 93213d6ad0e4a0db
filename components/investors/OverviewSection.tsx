import { Box, Heading } from '@chakra-ui/react'
import { useId, type ReactNode } from 'react'

interface OverviewSectionProps {
  heading: string
  /** A link or two after the heading, to the page with the whole list. */
  action?: ReactNode
  children: ReactNode
  'data-testid'?: string
}

/** A block of the investor overview: a heading that names it, its content, and where to go next. */
export function OverviewSection({ heading, action, children, ...rest }: OverviewSectionProps) {
  const headingId = useId()
  return (
    <Box as="section" aria-labelledby={headingId} minW="0" {...rest}>
      <Box
        display="flex"
        flexWrap="wrap"
        alignItems="baseline"
        justifyContent="space-between"
        gap="3"
        mb={{ base: '4', lg: '6' }}
      >
        <Heading as="h2" id={headingId} size="xl">
          {heading}
        </Heading>
        {action}
      </Box>
      {children}
    </Box>
  )
}
