import { Box, chakra } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { useState, type ReactNode } from 'react'
import { SettingsDrawer } from '@/components/admin/settings/SettingsDrawer'
import { useLayoutPreference, useThemePreference } from '@/lib/admin/preferences/usePreferences'
import type { AdminDrawerState } from './AdminDrawer'
import { AdminHeader, type AdminDrawerName } from './AdminHeader'
import {
  AdminConsoleProvider,
  AdminLayoutProvider,
  useLayoutLook,
  type AdminConsole,
} from './AdminLayoutContext'
import { AdminNav } from './AdminNav'
import { MobileNavDrawer } from './MobileNavDrawer'

export const ADMIN_MAIN_ID = 'admin-main'

export interface AdminShellProps extends AdminConsole {
  /** The page's h1 (already translated). */
  title: string
  /** undefined while the profile loads (a placeholder is shown). */
  companyName: string | undefined
  children: ReactNode
}

/**
 * The admin console's frame in the user's layout and theme. Dark mode lives here only: the
 * root carries the `dark` or `light` class that Chakra's `_dark` condition and the semantic
 * tokens' dark values key on, so the public site around it stays light (spec point 4).
 */
export function AdminShell({ title, companyName, children, ...shell }: AdminShellProps) {
  const { t } = useTranslation('console')
  const { preference, resolved } = useThemePreference()
  const { layout, styles, hasSidebar } = useLayoutLook(useLayoutPreference().layout)
  // The open drawer, if any, and the header button that opened it last, which gets the focus back.
  const [drawer, setDrawer] = useState<{ open: AdminDrawerName | null; opener?: HTMLElement }>({
    open: null,
  })
  const drawerState = (name: AdminDrawerName): AdminDrawerState => ({
    isOpen: drawer.open === name,
    onClose: () => setDrawer(({ opener }) => ({ open: null, opener })),
    returnFocusTo: () => drawer.opener ?? null,
  })

  return (
    <AdminLayoutProvider value={layout}>
      <AdminConsoleProvider value={shell}>
        <Box
          className={resolved}
          data-layout={layout}
          data-theme={resolved}
          data-theme-preference={preference}
          css={[styles.root, { colorScheme: resolved }]}
          data-testid="admin-shell"
        >
          <chakra.a href={`#${ADMIN_MAIN_ID}`} css={styles.skipLink}>
            {t('shell.skipToContent')}
          </chakra.a>

          <AdminHeader
            companyName={companyName}
            onOpen={(open, opener) => setDrawer({ open, opener })}
          />

          <Box display="flex" alignItems="flex-start">
            {hasSidebar && (
              <Box as="aside" css={styles.sidebar} data-testid="admin-sidebar">
                <AdminNav direction="column" />
              </Box>
            )}
            <Box as="main" id={ADMIN_MAIN_ID} tabIndex={-1} css={styles.main}>
              <Box css={styles.content}>
                <chakra.h1 css={styles.title}>{title}</chakra.h1>
                {children}
              </Box>
            </Box>
          </Box>

          <MobileNavDrawer {...drawerState('menu')} />
          <SettingsDrawer {...drawerState('settings')} />
        </Box>
      </AdminConsoleProvider>
    </AdminLayoutProvider>
  )
}
