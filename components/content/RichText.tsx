import { Box, Heading, Text, chakra } from '@chakra-ui/react'
import {
  PortableText,
  type PortableTextComponents,
  type PortableTextProps,
} from '@portabletext/react'
import NextLink from 'next/link'
import type { ReactNode } from 'react'

const TextLink = chakra(NextLink, {
  base: {
    color: 'brand.fg',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    borderRadius: 'sm',
  },
})

function RichLink({ href, children }: { href: string; children: ReactNode }) {
  // Links inside the site stay in the app (and in the reader's language); others open as usual.
  if (href.startsWith('/')) return <TextLink href={href}>{children}</TextLink>
  const external = /^https?:/.test(href)
  return (
    <TextLink href={href} {...(external ? { rel: 'noopener noreferrer' } : {})}>
      {children}
    </TextLink>
  )
}

const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => (
      <Text mb="4" lineHeight="tall">
        {children}
      </Text>
    ),
    h2: ({ children }) => (
      <Heading as="h2" size="lg" mt="8" mb="3">
        {children}
      </Heading>
    ),
    h3: ({ children }) => (
      <Heading as="h3" size="md" mt="6" mb="2">
        {children}
      </Heading>
    ),
    blockquote: ({ children }) => (
      <Box
        as="blockquote"
        borderStartWidth="4px"
        borderColor="brand.solid"
        ps="4"
        my="6"
        fontSize="lg"
        color="fg.muted"
      >
        {children}
      </Box>
    ),
  },
  list: {
    bullet: ({ children }) => (
      <Box as="ul" ps="6" mb="4" listStyleType="disc">
        {children}
      </Box>
    ),
    number: ({ children }) => (
      <Box as="ol" ps="6" mb="4" listStyleType="decimal">
        {children}
      </Box>
    ),
  },
  listItem: ({ children }) => (
    <Box as="li" mb="1" lineHeight="tall">
      {children}
    </Box>
  ),
  marks: {
    link: ({ value, children }) => (
      <RichLink href={String(value?.href ?? '#')}>{children}</RichLink>
    ),
  },
  // Images inside text are not part of the bundled content; unknown types render nothing.
  types: {},
}

/** Rich text from the CMS (Portable Text), in the site's typography. */
export function RichText({ value }: { value: PortableTextProps['value'] | null | undefined }) {
  if (!value || (Array.isArray(value) && value.length === 0)) return null
  return (
    <Box maxW="prose" fontSize={{ base: 'md', lg: 'lg' }}>
      <PortableText value={value} components={components} onMissingComponent={false} />
    </Box>
  )
}
