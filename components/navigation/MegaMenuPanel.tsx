import { Box, Container, Heading, Text, chakra } from '@chakra-ui/react'
import NextLink from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import { ArrowRightIcon } from '@/components/common/icons'
import type { MenuSections } from '@/lib/content/getSiteLayout'

const Link = chakra(NextLink, {
  base: {
    borderRadius: 'sm',
    _hover: { color: 'brand.fg', textDecoration: 'underline' },
  },
})

/** A menu section's panel: topic, description, button, sub-menu entries and inner topics. */
export function MegaMenuPanel({ id, section }: { id: string; section: MenuSections[number] }) {
  const { t } = useTranslation('common')
  return (
    <Box
      id={id}
      position="absolute"
      insetX="0"
      top="100%"
      bg="bg"
      borderTopWidth="1px"
      borderBottomWidth="1px"
      borderColor="border"
      boxShadow="md"
    >
      <Container display="grid" gridTemplateColumns="1fr 2fr" gap="10" py="8">
        <Box>
          <Heading as="p" size="lg">
            {section.topic}
          </Heading>
          <Text mt="3" color="fg.muted">
            {section.desc}
          </Text>
          <Link
            href={section.path}
            mt="5"
            display="inline-flex"
            alignItems="center"
            gap="2"
            px="4"
            h="10"
            bg="brand.solid"
            color="white"
            fontWeight="semibold"
            borderRadius="md"
            _hover={{ bg: 'brand.solidHover', color: 'white', textDecoration: 'none' }}
          >
            {section.buttonName}
            <ArrowRightIcon />
          </Link>
        </Box>
        <chakra.ul
          aria-label={t('megaMenu.sectionLinks', { name: section.topic })}
          listStyle="none"
          display="grid"
          gridTemplateColumns="repeat(2, minmax(0, 1fr))"
          gap="5"
        >
          {section.subMenuList.map((entry) => (
            <li key={entry._key}>
              <Link href={entry.path} fontWeight="semibold">
                {entry.mainTopic}
              </Link>
              {entry.innerTopic && entry.innerTopic.length > 0 && (
                <chakra.ul
                  listStyle="none"
                  mt="2"
                  ps="3"
                  borderStartWidth="2px"
                  borderColor="border"
                >
                  {entry.innerTopic.map((inner) => (
                    <chakra.li key={inner._key} mt="1.5">
                      <Link href={inner.path} color="fg.muted" fontSize="sm">
                        {inner.topic}
                      </Link>
                    </chakra.li>
                  ))}
                </chakra.ul>
              )}
            </li>
          ))}
        </chakra.ul>
      </Container>
    </Box>
  )
}
