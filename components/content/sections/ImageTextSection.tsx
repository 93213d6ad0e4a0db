import { Box } from '@chakra-ui/react'
import { RichText } from '@/components/content/RichText'
import { SiteImage } from '@/components/common/SiteImage'
import type { PageSectionOf } from '@/lib/content/contentPage'
import { SectionFrame } from './SectionFrame'

/** Text beside an image: stacked on phones (image first), side by side from `lg`. */
export function ImageTextSection({ section }: { section: PageSectionOf<'imageTextSection'> }) {
  const isImageFirst = section.imagePosition === 'start'
  return (
    <SectionFrame heading={section.heading}>
      <Box
        display="grid"
        gridTemplateColumns={{ base: '1fr', lg: isImageFirst ? '5fr 7fr' : '7fr 5fr' }}
        gap={{ base: '6', lg: '12' }}
        alignItems="start"
      >
        {section.image && (
          <Box order={{ base: 0, lg: isImageFirst ? 0 : 1 }} maxW="30rem" w="full">
            <SiteImage
              image={section.image}
              sizes="(min-width: 1024px) 480px, calc(100vw - 2rem)"
              style={{ width: '100%', height: 'auto', borderRadius: '0.75rem' }}
            />
          </Box>
        )}
        <Box order={{ base: 1, lg: isImageFirst ? 1 : 0 }}>
          <RichText value={section.body} />
        </Box>
      </Box>
    </SectionFrame>
  )
}
