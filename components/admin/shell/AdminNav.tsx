import { Box, chakra } from '@chakra-ui/react'
import NextLink from 'next/link'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { ExternalIcon, SidebarIcon } from './AdminIcons'
import { useAdminConsole, useAdminLayout } from './AdminLayoutContext'
import { BI_PATH, isSidebarItemActive, visibleSidebarItems } from './navigation'

export interface AdminNavProps {
  direction: 'column' | 'row'
  /** Called when an entry is followed (the mobile drawer closes). */
  onNavigate?: () => void
}

/** Next's link with Chakra's style props. */
export const RouteLink = chakra(NextLink)

/** The console's menu from the core service: the sidebar, Minimal's top links, the mobile drawer. */
export function AdminNav({ direction, onNavigate }: AdminNavProps) {
  const { t } = useTranslation('console')
  const { menu, lang, activePath, biDashboardUrl } = useAdminConsole()
  const css = [
    useAdminLayout().styles.navItem,
    { whiteSpace: direction === 'row' ? 'nowrap' : 'normal' },
  ]
  return (
    <nav aria-label={t('shell.sidebarLabel')} aria-busy={menu === undefined || undefined}>
      <chakra.ul
        listStyle="none"
        display="flex"
        flexDirection={direction}
        gap={direction === 'row' ? '1' : '0.5'}
        flexWrap={direction === 'row' ? 'wrap' : undefined}
      >
        {menu === undefined ? (
          <MenuPlaceholder direction={direction} />
        ) : (
          visibleSidebarItems(menu, biDashboardUrl).map((item) => {
            const label = item.label[lang]
            if (item.path === BI_PATH && biDashboardUrl !== null) {
              return (
                <li key={item.id}>
                  <chakra.a
                    href={biDashboardUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    css={css}
                    data-testid="admin-nav-bi"
                  >
                    <SidebarIcon item={item} />
                    {label}
                    <ExternalIcon width="0.9em" height="0.9em" />
                    <chakra.span srOnly>{t('shell.opensInNewTab')}</chakra.span>
                  </chakra.a>
                </li>
              )
            }
            const isActive = isSidebarItemActive(item, activePath)
            return (
              <li key={item.id}>
                <RouteLink
                  href={item.path}
                  aria-current={isActive ? 'page' : undefined}
                  onClick={onNavigate}
                  css={css}
                >
                  <SidebarIcon item={item} />
                  {label}
                </RouteLink>
              </li>
            )
          })
        )}
      </chakra.ul>
    </nav>
  )
}

/** Four pulsing bars while the menu loads, with one spoken "loading" for screen readers. */
function MenuPlaceholder({ direction }: { direction: 'column' | 'row' }) {
  const { t } = useTranslation('console')
  return (
    <li data-testid="admin-nav-loading">
      <chakra.span srOnly>{t('shell.loadingMenu')}</chakra.span>
      <Box display="flex" flexDirection={direction} gap="2" aria-hidden="true">
        {[0, 1, 2, 3].map((index) => (
          <Box
            key={index}
            h="6"
            w={direction === 'row' ? '20' : 'full'}
            my={direction === 'row' ? undefined : '1.5'}
            borderRadius="sm"
            bg="bg.muted"
            animation="fade-in 900ms ease-in-out infinite alternate"
            _motionReduce={{ animation: 'none' }}
          />
        ))}
      </Box>
    </li>
  )
}
