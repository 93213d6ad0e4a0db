import { Box, chakra } from '@chakra-ui/react'
import type { PageSectionOf } from '@/lib/content/contentPage'
import { SectionFrame } from './SectionFrame'

/** Key figures: each value large, with what it counts underneath, on a tinted band. */
export function StatsSection({ section }: { section: PageSectionOf<'statsSection'> }) {
  return (
    <SectionFrame heading={section.heading} isTinted>
      <chakra.dl
        display="grid"
        gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }}
        gap={{ base: '4', lg: '6' }}
      >
        {section.items.map((item) => (
          <Box
            key={item._key}
            display="flex"
            flexDirection="column-reverse"
            justifyContent="flex-end"
            gap="2"
            p={{ base: '4', lg: '6' }}
            bg="bg"
            borderRadius="lg"
            borderTopWidth="3px"
            borderTopColor="brand.solid"
          >
            <chakra.dt color="fg.muted" fontSize={{ base: 'sm', lg: 'md' }} lineHeight="short">
              {item.label}
            </chakra.dt>
            <chakra.dd
              fontSize={{ base: '2xl', lg: '4xl' }}
              fontWeight="bold"
              lineHeight="shorter"
              color="fg"
              fontVariantNumeric="tabular-nums"
            >
              {item.value}
            </chakra.dd>
          </Box>
        ))}
      </chakra.dl>
    </SectionFrame>
  )
}
