import { Box, Button, Container, chakra } from '@chakra-ui/react'
import NextLink from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import { LogoMark } from '@/components/common/LogoMark'
import { SearchIcon } from '@/components/common/icons'
import { LanguageSwitch } from '@/components/navigation/LanguageSwitch'
import { MobileMenuButton } from '@/components/navigation/MobileMenuButton'
import { TopMenu } from '@/components/navigation/TopMenu'
import type { SiteLayout } from '@/lib/content/getSiteLayout'
import { useModal } from '@/lib/modal/useModal'

const HomeLink = chakra(NextLink, {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    // On a narrow phone the name gives way (it wraps) rather than pushing the buttons out.
    flexShrink: 1,
    minW: 0,
    borderRadius: 'md',
  },
})

export function Header({ layout }: { layout: SiteLayout }) {
  const { t } = useTranslation('common')
  const { open } = useModal()
  const { sections, settings } = layout

  const openSearch = () =>
    open('SEARCH_VIEW', {
      quickLinks: sections.map((section) => ({ label: section.topic ?? '', href: section.path })),
    })

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="header"
      bg="bg"
      borderBottomWidth="1px"
      borderColor="border"
    >
      <Container
        display="flex"
        alignItems="center"
        gap={{ base: '2', xl: '4' }}
        h={{ base: '16', lg: '20' }}
      >
        <HomeLink href="/home" aria-label={t('header.homeLink', { siteName: settings.siteName })}>
          <LogoMark />
          <Box
            as="span"
            display={{ base: 'none', sm: 'block', lg: 'none' }}
            fontWeight="bold"
            fontSize={{ base: 'sm', md: 'md' }}
            lineHeight="shorter"
            maxW="9rem"
          >
            {settings.siteName}
          </Box>
        </HomeLink>
        <Box flex="1" display="flex" justifyContent="center">
          <TopMenu sections={sections} />
        </Box>
        <Box display="flex" alignItems="center" gap="1">
          <Button variant="ghost" px="2" aria-label={t('header.search')} onClick={openSearch}>
            <SearchIcon />
          </Button>
          <LanguageSwitch />
          <MobileMenuButton sections={sections} />
        </Box>
      </Container>
    </Box>
  )
}
