import dynamic from 'next/dynamic'
import { Link } from '@/components/common/Link'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { css } from '@/styled-system/css'
import { ChevronDownIcon } from '@/components/common/icons'
import type { MenuSections } from '@/lib/page/getSiteLayout'
import { TOP_MENU, isTopMenuItemActive, topMenuLinkPath } from '@/lib/navigation/topMenu'
import { useCurrentPath } from './useCurrentPath'

// The panel's code is fetched the first time a visitor opens (or points at) a section.
const MegaMenuPanel = dynamic(() => import('./MegaMenuPanel').then((mod) => mod.MegaMenuPanel), {
  ssr: false,
})
const preloadPanel = () => void import('./MegaMenuPanel')

// The page is at most 1280 px wide, so the eight labels share 800 to 1000 px at every desktop
// width: small type, and long labels may wrap onto two short lines when space is tightest.
const entry = css.raw({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5',
  minH: '10',
  px: { lg: '1.5', xl: '2.5' },
  fontSize: 'xs',
  fontWeight: 'semibold',
  letterSpacing: '0.02em',
  lineHeight: 'shorter',
  textAlign: 'center',
  color: 'fg',
  borderRadius: 'sm',
  cursor: 'pointer',
  borderBottom: '[2px solid transparent]',
  _icon: { flexShrink: 0, boxSize: '[1em]' },
  _hover: { color: 'brand.fg' },
  '&[aria-current=page], &[data-active]': { color: 'brand.fg', borderBottomColor: 'brand.solid' },
})

const styles = {
  nav: css({ display: { base: 'none', lg: 'block' } }),
  list: css({ display: 'flex', alignItems: 'center', gap: { lg: '0', xl: '1' } }),
  entry: css(entry),
}

/**
 * The desktop top menu: the spec's 8 entries, each one control of the same shape. An entry with
 * a page of its own, or a section of one page, is a link to it; a section of several pages is
 * one disclosure button (label and chevron) that opens its mega-menu.
 */
export function TopMenu({ sections }: { sections: MenuSections }) {
  const { t } = useTranslation('common')
  const { path } = useCurrentPath()
  // The open section remembers the path it was opened on: navigating closes it.
  const [opened, setOpened] = useState<{ id: string; path: string } | null>(null)
  const openId = opened?.path === path ? opened.id : null
  const setOpenId = useCallback(
    (id: string | null) => setOpened(id === null ? null : { id, path }),
    [path],
  )
  const navRef = useRef<HTMLElement>(null)
  const panelId = 'mega-menu-panel'

  const close = (returnFocusTo: string) => {
    setOpenId(null)
    navRef.current?.querySelector<HTMLElement>(`[data-trigger="${returnFocusTo}"]`)?.focus()
  }

  // Closes on a click anywhere outside the menu and its panel.
  useEffect(() => {
    if (openId === null) return
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [openId, setOpenId])

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && openId !== null) {
      event.preventDefault()
      close(openId)
    }
    if (event.key === 'ArrowDown' && openId !== null && event.target instanceof HTMLButtonElement) {
      event.preventDefault()
      navRef.current?.querySelector<HTMLElement>(`#${panelId} a`)?.focus()
    }
  }

  const openSection = sections.find((section) => section.id === openId)

  return (
    <nav
      ref={navRef}
      aria-label={t('header.mainNavigation')}
      className={styles.nav}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!navRef.current?.contains(event.relatedTarget as Node | null)) setOpenId(null)
      }}
    >
      <ul className={styles.list}>
        {TOP_MENU.map((item) => {
          const label = t(item.name)
          const isActive = isTopMenuItemActive(item, path)
          const linkPath = topMenuLinkPath(
            item,
            sections.find((entry) => entry.id === item.id),
          )
          const isOpen = openId === item.id
          return (
            <li key={item.id} data-menu-id={item.id}>
              {linkPath !== undefined ? (
                <Link
                  href={linkPath}
                  className={styles.entry}
                  aria-current={isActive ? 'page' : undefined}
                >
                  {label}
                </Link>
              ) : (
                <button
                  type="button"
                  aria-expanded={isOpen}
                  aria-controls={isOpen ? panelId : undefined}
                  data-trigger={item.id}
                  onClick={() => setOpenId(isOpen ? null : item.id)}
                  onPointerEnter={preloadPanel}
                  onFocus={preloadPanel}
                  className={styles.entry}
                  data-active={isActive ? '' : undefined}
                  aria-current={isActive ? 'page' : undefined}
                >
                  {label}
                  <ChevronDownIcon />
                </button>
              )}
            </li>
          )
        })}
      </ul>
      {openSection && <MegaMenuPanel id={panelId} section={openSection} />}
    </nav>
  )
}
