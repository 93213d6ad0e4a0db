import { Box, Heading, Text, chakra } from '@chakra-ui/react'
import type { PageSectionOf } from '@/lib/content/contentPage'
import { SectionFrame } from './SectionFrame'

/**
 * Statements (vision, mission, values, policies). A single statement is the section's message
 * and reads as one large line; several sit in a grid of cards.
 */
export function ValuesSection({ section }: { section: PageSectionOf<'valuesSection'> }) {
  const [only] = section.items
  const isSingle = section.items.length === 1 && only !== undefined
  // Two or four statements read as pairs; three columns would leave one alone on a row.
  const hasPairs = section.items.length === 2 || section.items.length === 4
  return (
    <SectionFrame heading={section.heading}>
      {section.intro && (
        <Text color="fg.muted" fontSize={{ base: 'md', lg: 'lg' }} maxW="prose" mb="6">
          {section.intro}
        </Text>
      )}
      {isSingle ? (
        <Box borderStartWidth="4px" borderStartColor="brand.solid" ps={{ base: '5', lg: '8' }}>
          <Heading as="h3" size="lg">
            {only.title}
          </Heading>
          <Text mt="3" fontSize={{ base: 'lg', lg: '2xl' }} lineHeight="moderate" maxW="3xl">
            {only.text}
          </Text>
        </Box>
      ) : (
        <chakra.ul
          listStyle="none"
          display="grid"
          gridTemplateColumns={{
            base: '1fr',
            md: 'repeat(2, 1fr)',
            xl: hasPairs ? 'repeat(2, 1fr)' : 'repeat(3, 1fr)',
          }}
          gap={{ base: '4', lg: '6' }}
        >
          {section.items.map((item) => (
            <Box
              as="li"
              key={item._key}
              p={{ base: '5', lg: '6' }}
              borderWidth="1px"
              borderColor="border"
              borderRadius="lg"
            >
              <Heading as="h3" size="md">
                {item.title}
              </Heading>
              <Text mt="2" color="fg.muted" lineHeight="tall">
                {item.text}
              </Text>
            </Box>
          ))}
        </chakra.ul>
      )}
    </SectionFrame>
  )
}
