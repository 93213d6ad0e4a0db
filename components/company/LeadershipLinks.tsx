import { Box, Container, Heading, chakra } from '@chakra-ui/react'
import NextLink from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import { ArrowRightIcon } from '@/components/common/icons'
import type { PageSection } from '@/lib/content/contentPage'
import type { SiteLayout } from '@/lib/content/getSiteLayout'
import { menuEntryLabel } from './menuEntryLabel'

const PEOPLE_PAGES = [
  { path: '/about/board-of-director', textKey: 'board' },
  { path: '/about/executives', textKey: 'executives' },
] as const

/** The people pages the leadership page's own sections do not already lead to. */
export function missingPeopleLinks(sections: readonly PageSection[]) {
  return PEOPLE_PAGES.filter(
    (page) =>
      !sections.some((section) => section._type === 'ctaSection' && section.path === page.path),
  )
}

const CardLink = chakra(NextLink, {
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '4',
    p: '6',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'lg',
    fontWeight: 'semibold',
    _hover: { borderColor: 'brand.solid', color: 'brand.fg' },
  },
})

/**
 * Links from the leadership page to the board and the executives. The editors usually add them
 * as calls to action; whichever they left out is added here, so both are always reachable.
 */
export function LeadershipLinks({
  layout,
  sections,
}: {
  layout: SiteLayout
  sections: PageSection[]
}) {
  const { t } = useTranslation('company')
  const links = missingPeopleLinks(sections)
  if (links.length === 0) return null
  return (
    <Container pb={{ base: '12', lg: '20' }}>
      <chakra.ul
        listStyle="none"
        display="grid"
        gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }}
        gap="4"
      >
        {links.map((link) => (
          <li key={link.path}>
            <CardLink href={link.path}>
              <Box>
                <Heading as="h2" size="md">
                  {menuEntryLabel(link.path, layout.sections) ?? t(`${link.textKey}.title`)}
                </Heading>
              </Box>
              <ArrowRightIcon />
            </CardLink>
          </li>
        ))}
      </chakra.ul>
    </Container>
  )
}
