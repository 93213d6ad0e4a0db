import dynamic from 'next/dynamic'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { useRef, useState } from 'react'
import { css, cx } from '@/styled-system/css'
import { button } from '@/styled-system/recipes'
import { MenuIcon } from '@/components/common/icons'
import { preloadOnIntent } from '@/components/overlays/preloadOnIntent'
import type { MenuSections } from '@/lib/page/getSiteLayout'
import { useCurrentPath } from './useCurrentPath'

// The drawer's code (Chakra's Drawer: focus trap, Escape, a click outside) is fetched when a
// visitor first reaches for the menu.
const loadMobileMenu = () => import('./MobileMenu')
const MobileMenu = dynamic(() => loadMobileMenu().then((mod) => mod.MobileMenu), {
  ssr: false,
})

const styles = {
  root: css({ display: { base: 'block', lg: 'none' } }),
  button: cx(button({ variant: 'ghost', size: 'md' }), css({ px: '2' })),
}

/** The menu under 1024 px: a button that opens every entry and sub-page in a drawer. */
export function MobileMenuButton({ sections }: { sections: MenuSections }) {
  const { t } = useTranslation('common')
  const { path } = useCurrentPath()
  // Remembers the path it was opened on: navigating closes the menu.
  const [openedOn, setOpenedOn] = useState<string | null>(null)
  const [isNeeded, setIsNeeded] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const isOpen = openedOn === path
  const menuId = 'mobile-menu'

  return (
    <div className={styles.root}>
      <button
        ref={trigger}
        type="button"
        className={styles.button}
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        aria-haspopup="dialog"
        aria-label={t('header.openMenu')}
        onClick={() => {
          setIsNeeded(true)
          setOpenedOn(path)
        }}
        {...preloadOnIntent(loadMobileMenu)}
      >
        <MenuIcon />
      </button>
      {isNeeded && (
        <MobileMenu
          id={menuId}
          sections={sections}
          isOpen={isOpen}
          onClose={() => setOpenedOn(null)}
          returnFocusTo={() => trigger.current}
        />
      )}
    </div>
  )
}
