import { Box, Container, Heading, Text, chakra } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import { SiteImage } from '@/components/common/SiteImage'
import type { BusinessExpert } from '@/lib/content/business'

/** The line's business experts: photo, name and position. */
export function ExpertRow({ experts }: { experts: BusinessExpert[] }) {
  const { t } = useTranslation('business')
  if (experts.length === 0) return null
  return (
    <Box
      as="section"
      aria-labelledby="business-experts-title"
      bg="bg.subtle"
      borderTopWidth="1px"
      borderColor="border"
      py={{ base: '12', lg: '16' }}
    >
      <Container>
        <Heading as="h2" id="business-experts-title" size="xl">
          {t('line.experts.heading')}
        </Heading>
        <Text mt="2" color="fg.muted">
          {t('line.experts.intro')}
        </Text>
        <chakra.ul
          listStyle="none"
          mt="8"
          display="grid"
          gridTemplateColumns={{
            base: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(auto-fill, minmax(12rem, 1fr))',
          }}
          gap={{ base: '6', lg: '8' }}
        >
          {experts.map((expert) => (
            <chakra.li key={expert._id} textAlign="center" data-testid="business-expert">
              {expert.photo && (
                <Box
                  w={{ base: '24', lg: '8rem' }}
                  mx="auto"
                  borderRadius="full"
                  overflow="hidden"
                  borderWidth="4px"
                  borderColor="bg"
                  shadow="sm"
                >
                  <SiteImage
                    image={expert.photo}
                    sizes="(min-width: 1024px) 128px, 96px"
                    style={{ width: '100%', height: 'auto', display: 'block' }}
                  />
                </Box>
              )}
              <Text mt="3" fontWeight="semibold" lineHeight="short">
                {expert.name}
              </Text>
              {expert.position && (
                <Text mt="1" fontSize="sm" color="fg.muted" lineHeight="short">
                  {expert.position}
                </Text>
              )}
            </chakra.li>
          ))}
        </chakra.ul>
      </Container>
    </Box>
  )
}
