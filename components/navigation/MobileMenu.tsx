import { Drawer, Portal } from '@chakra-ui/react'
import { Link } from '@/components/common/Link'
import { useId, useState } from 'react'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { css } from '@/styled-system/css'
import { closeButton } from '@/styled-system/recipes'
import { ChevronDownIcon, CloseIcon } from '@/components/common/icons'
import { OverlayProvider } from '@/components/overlays/OverlayProvider'
import { overlayRootProps } from '@/components/overlays/overlayRootProps'
import type { MenuSections } from '@/lib/page/getSiteLayout'
import { TOP_MENU, isTopMenuItemActive, topMenuLinkPath } from '@/lib/navigation/topMenu'
import { MenuLabel } from './MenuLabel'
import { useCurrentPath } from './useCurrentPath'
import { STATIC_ROUTES } from '@/lib/routes'

const row = css.raw({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  py: '3',
  fontWeight: 'semibold',
  fontSize: 'sm',
  letterSpacing: '0.02em',
})

const link = css.raw({
  display: 'block',
  py: '2.5',
  borderRadius: 'sm',
  '&[aria-current=page]': { color: 'brand.fg', fontWeight: 'semibold' },
})

const styles = {
  entry: css({ borderBottomWidth: '1px', borderColor: 'border' }),
  toggle: css(row, {
    width: 'full',
    cursor: 'pointer',
    textAlign: 'start',
    '&[data-active]': { color: 'brand.fg' },
    '& svg': { transitionProperty: '[transform]', transitionDuration: 'fast' },
    '&[aria-expanded=true] svg': { transform: 'rotate(180deg)' },
  }),
  subEntries: css({ pb: '3', ps: '3' }),
  link: css(link),
  innerLink: css(link, { ps: '4', color: 'fg.muted', fontSize: 'sm' }),
  rowLink: css(link, row),
}

interface MobileMenuProps {
  id: string
  sections: MenuSections
  isOpen: boolean
  onClose: () => void
  /** The button that opened the menu, which gets the focus back. */
  returnFocusTo: () => HTMLElement | null
}

/**
 * Every top-menu entry in a drawer at the end of the window: an entry with a page of its own, or
 * a section of one page, a link straight to it as on the desktop (no submenu of one link); each
 * other section folded behind a disclosure button. Chakra's Drawer keeps the focus inside while
 * it is open, closes on Escape and on a click beside it, and gives the focus back to the menu
 * button.
 */
export function MobileMenu({ id, sections, isOpen, onClose, returnFocusTo }: MobileMenuProps) {
  const { t } = useTranslation('common')
  const { path } = useCurrentPath()
  return (
    <OverlayProvider>
      <Drawer.Root
        // The content's id through Ark's own ids (the menu button's aria-controls names it):
        // an `id` prop on the content would hide it from Ark's focus and dismiss handling.
        ids={{ content: id }}
        {...overlayRootProps({ isOpen, onClose, returnFocusTo, lazyMount: true })}
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Drawer.Title>{t('header.mainNavigation')}</Drawer.Title>
                <Drawer.CloseTrigger className={closeButton()} aria-label={t('header.closeMenu')}>
                  <CloseIcon />
                </Drawer.CloseTrigger>
              </Drawer.Header>
              <Drawer.Body>
                <nav aria-label={t('header.mainNavigation')}>
                  <ul>
                    {TOP_MENU.map((item) => {
                      const label = t(item.name)
                      const isActive = isTopMenuItemActive(item, path)
                      const section = sections.find((entry) => entry.id === item.id)
                      const linkPath = topMenuLinkPath(item, section)
                      return (
                        <li key={item.id} className={styles.entry}>
                          {section && linkPath === undefined ? (
                            <MenuSection
                              label={label}
                              isActive={isActive}
                              entries={section.subMenuList}
                              path={path}
                            />
                          ) : (
                            <Link
                              href={linkPath ?? STATIC_ROUTES.home}
                              className={styles.rowLink}
                              aria-current={isActive ? 'page' : undefined}
                            >
                              {label}
                            </Link>
                          )}
                        </li>
                      )
                    })}
                  </ul>
                </nav>
              </Drawer.Body>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </OverlayProvider>
  )
}

type SubMenuEntries = MenuSections[number]['subMenuList']

interface MenuSectionProps {
  label: string
  isActive: boolean
  entries: SubMenuEntries
  path: string
}

/**
 * One section of the menu behind a disclosure button (aria-expanded), open when the visitor is
 * on one of its pages. A button rather than `<details>`: the drawer's focus trap does not count a
 * `<summary>` as tabbable, so the focus left the drawer after the last section.
 */
function MenuSection({ label, isActive, entries, path }: MenuSectionProps) {
  const [isOpen, setOpen] = useState(isActive)
  const listId = useId()
  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={isOpen}
        aria-controls={listId}
        data-active={isActive ? '' : undefined}
        onClick={() => setOpen((open) => !open)}
      >
        {label}
        <ChevronDownIcon />
      </button>
      <ul id={listId} className={styles.subEntries} hidden={!isOpen}>
        {entries.map((entry) => (
          <li key={entry._key}>
            <Link
              href={entry.path}
              className={styles.link}
              aria-current={entry.path === path ? 'page' : undefined}
            >
              <MenuLabel>{entry.mainTopic}</MenuLabel>
            </Link>
            {entry.innerTopic?.map((inner) => (
              <Link
                key={inner._key}
                href={inner.path}
                className={styles.innerLink}
                aria-current={inner.path === path ? 'page' : undefined}
              >
                <MenuLabel>{inner.topic}</MenuLabel>
              </Link>
            ))}
          </li>
        ))}
      </ul>
    </>
  )
}
