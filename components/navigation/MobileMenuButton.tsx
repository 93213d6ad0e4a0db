import { Box, Button } from '@chakra-ui/react'
import dynamic from 'next/dynamic'
import { useTranslation } from 'next-i18next/pages'
import { useEffect, useState } from 'react'
import { CloseIcon, MenuIcon } from '@/components/common/icons'
import type { MenuSections } from '@/lib/content/getSiteLayout'
import { useCurrentPath } from './useCurrentPath'

// The menu's code is fetched when a visitor first opens it.
const MobileMenu = dynamic(() => import('./MobileMenu').then((mod) => mod.MobileMenu), {
  ssr: false,
})

/** The menu under 1024 px: a button that shows every entry and sub-page below the header. */
export function MobileMenuButton({ sections }: { sections: MenuSections }) {
  const { t } = useTranslation('common')
  const { path } = useCurrentPath()
  // Remembers the path it was opened on: navigating closes the menu.
  const [openedOn, setOpenedOn] = useState<string | null>(null)
  const isOpen = openedOn === path
  const setIsOpen = (open: boolean) => setOpenedOn(open ? path : null)
  const menuId = 'mobile-menu'

  useEffect(() => {
    if (!isOpen) return
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setOpenedOn(null)
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [isOpen])

  return (
    <Box display={{ base: 'block', lg: 'none' }}>
      <Button
        variant="ghost"
        size="md"
        px="2"
        aria-expanded={isOpen}
        aria-controls={menuId}
        aria-label={isOpen ? t('header.closeMenu') : t('header.openMenu')}
        onClick={() => setIsOpen(!isOpen)}
      >
        {isOpen ? <CloseIcon /> : <MenuIcon />}
      </Button>
      {isOpen && <MobileMenu id={menuId} sections={sections} />}
    </Box>
  )
}
