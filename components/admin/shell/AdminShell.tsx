import { Box, chakra } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import { useRef, useState, type ReactNode } from 'react'
import { SettingsDrawer } from '@/components/admin/settings/SettingsDrawer'
import { useLayoutPreference, useThemePreference } from '@/lib/admin/preferences/usePreferences'
import type { SidebarItem } from '@/lib/admin/types'
import { AdminHeader } from './AdminHeader'
import { AdminLayoutProvider } from './AdminLayoutContext'
import { AdminNav } from './AdminNav'
import { LAYOUT_LOOKS } from './layoutLooks'
import { MobileNavDrawer } from './MobileNavDrawer'

export const ADMIN_MAIN_ID = 'admin-main'

export interface AdminShellProps {
  /** The page's h1 (already translated). */
  title: string
  lang: 'th' | 'en'
  /** undefined while the profile loads (placeholders are shown). */
  menu: SidebarItem[] | undefined
  companyName: string | undefined
  user: { name: string | null; email: string | null }
  /** The `bi` sidebar entry opens this in a new tab; hidden when null. */
  biDashboardUrl: string | null
  /** The language-free current path, e.g. `/admin/enquiries`. */
  activePath: string
  children: ReactNode
}

/**
 * The admin console's frame in the user's layout and theme. Dark mode lives here only: the
 * root carries the `dark` or `light` class that Chakra's `_dark` condition and the semantic
 * tokens' dark values key on, so the public site around it stays light (spec point 4).
 */
export function AdminShell({
  title,
  lang,
  menu,
  companyName,
  user,
  biDashboardUrl,
  activePath,
  children,
}: AdminShellProps) {
  const { t } = useTranslation('console')
  const { preference, resolved } = useThemePreference()
  const { layout } = useLayoutPreference()
  const look = LAYOUT_LOOKS[layout]
  const [openPanel, setOpenPanel] = useState<'menu' | 'settings' | null>(null)
  const menuButton = useRef<HTMLButtonElement>(null)
  const settingsButton = useRef<HTMLButtonElement>(null)
  const close = () => setOpenPanel(null)

  return (
    <AdminLayoutProvider value={{ layout, look }}>
      <Box
        className={resolved}
        data-layout={layout}
        data-theme={resolved}
        data-theme-preference={preference}
        minH="100dvh"
        color="fg"
        css={{ colorScheme: resolved, ...look.root }}
        data-testid="admin-shell"
      >
        <chakra.a
          href={`#${ADMIN_MAIN_ID}`}
          position="absolute"
          insetStart="4"
          top="-20"
          zIndex="progress"
          px="4"
          py="2"
          bg="brand.solid"
          color="white"
          borderRadius="md"
          _focusVisible={{ top: '2' }}
        >
          {t('shell.skipToContent')}
        </chakra.a>

        <AdminHeader
          look={look}
          lang={lang}
          companyName={companyName}
          user={user}
          menu={menu}
          activePath={activePath}
          biDashboardUrl={biDashboardUrl}
          menuButtonRef={menuButton}
          settingsButtonRef={settingsButton}
          onOpenMenu={() => setOpenPanel('menu')}
          onOpenSettings={() => setOpenPanel('settings')}
        />

        <Box display="flex" alignItems="flex-start">
          {look.hasSidebar && (
            <Box
              as="aside"
              display={{ base: 'none', adminMd: 'block' }}
              flexShrink={0}
              position="sticky"
              top={look.headerHeight}
              h={`calc(100dvh - ${look.headerHeight})`}
              overflowY="auto"
              css={look.sidebar}
              data-testid="admin-sidebar"
            >
              <AdminNav
                menu={menu}
                lang={lang}
                activePath={activePath}
                biDashboardUrl={biDashboardUrl}
                direction="column"
                itemStyle={look.navItem}
              />
            </Box>
          )}
          <Box
            as="main"
            id={ADMIN_MAIN_ID}
            tabIndex={-1}
            flex="1"
            minW="0"
            outline="none"
            css={look.main}
          >
            <Box css={look.content}>
              <chakra.h1 css={look.title} lineHeight="short">
                {title}
              </chakra.h1>
              {children}
            </Box>
          </Box>
        </Box>

        <MobileNavDrawer
          isOpen={openPanel === 'menu'}
          onClose={close}
          returnFocusTo={() => menuButton.current}
          look={look}
          lang={lang}
          menu={menu}
          activePath={activePath}
          biDashboardUrl={biDashboardUrl}
          user={user}
        />
        <SettingsDrawer
          isOpen={openPanel === 'settings'}
          onClose={close}
          returnFocusTo={() => settingsButton.current}
        />
      </Box>
    </AdminLayoutProvider>
  )
}
