import { Box, chakra } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { GlobeIcon, MenuIcon } from '@/components/common/icons'
import { useOtherLanguageLink } from '@/components/navigation/useCurrentPath'
import { useAdminConsole, useAdminLayout } from './AdminLayoutContext'
import { AdminNav, RouteLink } from './AdminNav'
import { SettingsIcon, SignOutIcon } from './AdminIcons'
import { SessionStatus } from './SessionStatus'
import { href } from '@/lib/routes'

export const MENU_BUTTON_ID = 'admin-menu-button'

/** The drawers the header's buttons open. */
export type AdminDrawerName = 'menu' | 'settings'

interface AdminHeaderProps {
  companyName: string | undefined
  /** Opens a drawer; `opener`, the button, gets the focus back when it closes. */
  onOpen: (drawer: AdminDrawerName, opener: HTMLElement) => void
}

/**
 * The console's header: company, (Minimal: the menu), session status, the user, language,
 * settings and sign-out. Below the admin `md` breakpoint the user's row wraps under the company
 * and the menu moves behind a button.
 */
export function AdminHeader({ companyName, onOpen }: AdminHeaderProps) {
  const { t } = useTranslation('console')
  const { lang, user } = useAdminConsole()
  const { styles, hasSidebar } = useAdminLayout()
  // The same console page in the other language (`/th/admin/…` ↔ `/en/admin/…`), query kept.
  const otherLanguage = useOtherLanguageLink()
  return (
    <Box as="header" css={styles.header} data-testid="admin-header">
      <chakra.button
        id={MENU_BUTTON_ID}
        type="button"
        aria-label={t('shell.openMenu')}
        aria-haspopup="dialog"
        onClick={(event) => onOpen('menu', event.currentTarget)}
        css={styles.headerControl}
        display={{ base: 'inline-flex', adminMd: 'none' }}
        order={0}
      >
        <MenuIcon />
      </chakra.button>

      <Box flex="1" minW="0" order={0}>
        {companyName === undefined ? (
          <Box
            data-testid="admin-company-loading"
            h="5"
            w="40"
            maxW="full"
            borderRadius="sm"
            bg="bg.muted"
            opacity={0.6}
          >
            <chakra.span srOnly>{t('shell.loadingCompany')}</chakra.span>
          </Box>
        ) : (
          <Box as="p" css={styles.brand} data-testid="admin-company-name">
            {companyName}
          </Box>
        )}
        <Box as="p" fontSize="xs" opacity={0.8} lineHeight="shorter" lineClamp={1}>
          {t('shell.consoleName')}
        </Box>
      </Box>

      {!hasSidebar && (
        <Box css={styles.headerNav}>
          <AdminNav direction="row" />
        </Box>
      )}

      <Box
        display="flex"
        alignItems="center"
        flexWrap="wrap"
        columnGap={{ base: '3', adminMd: '2' }}
        order={{ base: 2, adminMd: 0 }}
        w={{ base: 'full', adminMd: 'auto' }}
        justifyContent={{ base: 'space-between', adminMd: 'flex-end' }}
      >
        <SessionStatus />
        <Box
          minW="0"
          flex={{ base: '1', adminMd: '0 1 auto' }}
          textAlign={{ base: 'start', adminMd: 'end' }}
          lineHeight="shorter"
          data-testid="admin-user"
        >
          <chakra.span srOnly>{t('shell.signedInAs')}</chakra.span>
          {user.name !== null && (
            <Box as="p" fontSize="sm" fontWeight="semibold" lineClamp={1}>
              {user.name}
            </Box>
          )}
          {user.email !== null && (
            <Box
              as="p"
              fontSize="xs"
              opacity={0.85}
              lineClamp={1}
              display={{ base: 'none', adminSm: 'block' }}
            >
              {user.email}
            </Box>
          )}
        </Box>
        <RouteLink
          {...otherLanguage}
          aria-label={t('shell.switchLanguageLabel')}
          css={styles.headerControl}
          data-testid="admin-language-switch"
        >
          <GlobeIcon />
          {t('shell.switchLanguage')}
        </RouteLink>
        {/* A full page load: the sign-out page ends the next-auth and the provider's sessions. */}
        <chakra.a
          href={href(lang, 'logout')}
          css={styles.headerControl}
          data-testid="admin-sign-out"
        >
          <SignOutIcon />
          {t('shell.signOut')}
        </chakra.a>
      </Box>

      <chakra.button
        type="button"
        aria-haspopup="dialog"
        onClick={(event) => onOpen('settings', event.currentTarget)}
        css={styles.headerControl}
        order={1}
        data-testid="admin-settings-button"
      >
        <SettingsIcon />
        <chakra.span srOnly={{ base: true, adminLg: false }}>{t('shell.openSettings')}</chakra.span>
      </chakra.button>
    </Box>
  )
}
