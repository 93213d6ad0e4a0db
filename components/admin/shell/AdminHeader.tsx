import { Box, chakra, type SystemStyleObject } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import type { Ref } from 'react'
import { MenuIcon } from '@/components/common/icons'
import type { SidebarItem } from '@/lib/admin/types'
import { AdminLanguageSwitch } from './AdminLanguageSwitch'
import { AdminNav } from './AdminNav'
import { SettingsIcon, SignOutIcon } from './AdminIcons'
import type { LayoutLook } from './layoutLooks'
import { SessionStatus } from './SessionStatus'

export const MENU_BUTTON_ID = 'admin-menu-button'

interface AdminHeaderProps {
  look: LayoutLook
  lang: 'th' | 'en'
  companyName: string | undefined
  user: { name: string | null; email: string | null }
  menu: SidebarItem[] | undefined
  activePath: string
  biDashboardUrl: string | null
  menuButtonRef: Ref<HTMLButtonElement>
  settingsButtonRef: Ref<HTMLButtonElement>
  onOpenMenu: () => void
  onOpenSettings: () => void
}

const control: SystemStyleObject = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1.5',
  h: '9',
  minW: '9',
  px: '2',
  flexShrink: 0,
  fontSize: 'sm',
  fontWeight: 'semibold',
  whiteSpace: 'nowrap',
  color: 'inherit',
  bg: 'transparent',
  textDecoration: 'none',
  cursor: 'pointer',
}

/**
 * The console's header: company, (Minimal: the menu), session status, the user, language,
 * settings and sign-out. Below the admin `md` breakpoint the user's row wraps under the company
 * and the menu moves behind a button.
 */
export function AdminHeader({
  look,
  lang,
  companyName,
  user,
  menu,
  activePath,
  biDashboardUrl,
  menuButtonRef,
  settingsButtonRef,
  onOpenMenu,
  onOpenSettings,
}: AdminHeaderProps) {
  const { t } = useTranslation('console')
  const controlCss = { ...control, ...look.headerControl }
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="header"
      display="flex"
      flexWrap={{ base: 'wrap', adminMd: look.hasSidebar ? 'nowrap' : 'wrap' }}
      alignItems="center"
      columnGap={{ base: '1', adminMd: '3' }}
      rowGap="1"
      pt={{ base: '2', adminMd: look.hasSidebar ? '0' : '3' }}
      pb={{ base: '2', adminMd: '0' }}
      minH={{ adminMd: look.headerHeight }}
      css={look.header}
      data-testid="admin-header"
    >
      <chakra.button
        ref={menuButtonRef}
        id={MENU_BUTTON_ID}
        type="button"
        aria-label={t('shell.openMenu')}
        aria-haspopup="dialog"
        onClick={onOpenMenu}
        css={controlCss}
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
          <Box
            as="p"
            css={look.brand}
            lineClamp={1}
            lineHeight="short"
            data-testid="admin-company-name"
          >
            {companyName}
          </Box>
        )}
        <Box as="p" fontSize="xs" opacity={0.8} lineHeight="shorter" lineClamp={1}>
          {t('shell.consoleName')}
        </Box>
      </Box>

      {/* Without a sidebar the menu is a row of links under the header's first line. */}
      {!look.hasSidebar && (
        <Box
          display={{ base: 'none', adminMd: 'block' }}
          flexBasis="100%"
          order={3}
          borderTopWidth="1px"
          borderColor="border"
          py="1"
        >
          <AdminNav
            menu={menu}
            lang={lang}
            activePath={activePath}
            biDashboardUrl={biDashboardUrl}
            direction="row"
            itemStyle={look.navItem}
          />
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
        <AdminLanguageSwitch lang={lang} css={controlCss} />
        {/* A full page load: the sign-out page ends the next-auth and the provider's sessions. */}
        <chakra.a href={`/${lang}/logout`} css={controlCss} data-testid="admin-sign-out">
          <SignOutIcon />
          {t('shell.signOut')}
        </chakra.a>
      </Box>

      <chakra.button
        ref={settingsButtonRef}
        type="button"
        aria-haspopup="dialog"
        onClick={onOpenSettings}
        css={controlCss}
        order={1}
        data-testid="admin-settings-button"
      >
        <SettingsIcon />
        <chakra.span srOnly={{ base: true, adminLg: false }}>{t('shell.openSettings')}</chakra.span>
      </chakra.button>
    </Box>
  )
}
