import { Box } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import type { SidebarItem } from '@/lib/admin/types'
import { AdminDrawer } from './AdminDrawer'
import { AdminNav } from './AdminNav'
import type { LayoutLook } from './layoutLooks'

interface MobileNavDrawerProps {
  isOpen: boolean
  onClose: () => void
  returnFocusTo: () => HTMLElement | null
  look: LayoutLook
  lang: 'th' | 'en'
  menu: SidebarItem[] | undefined
  activePath: string
  biDashboardUrl: string | null
  user: { name: string | null; email: string | null }
}

/** The console's menu below the admin `md` breakpoint, with who is signed in. */
export function MobileNavDrawer({
  isOpen,
  onClose,
  returnFocusTo,
  look,
  lang,
  menu,
  activePath,
  biDashboardUrl,
  user,
}: MobileNavDrawerProps) {
  const { t } = useTranslation('console')
  return (
    <AdminDrawer
      isOpen={isOpen}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      placement="start"
      title={t('shell.menuTitle')}
      closeLabel={t('shell.closeMenu')}
      data-testid="admin-menu-drawer"
    >
      <AdminNav
        menu={menu}
        lang={lang}
        activePath={activePath}
        biDashboardUrl={biDashboardUrl}
        direction="column"
        itemStyle={look.navItem}
        onNavigate={onClose}
      />
      <Box mt="6" pt="4" borderTopWidth="1px" borderColor="border" fontSize="sm">
        <Box as="p" color="fg.muted">
          {t('shell.signedInAs')}
        </Box>
        {user.name !== null && (
          <Box as="p" fontWeight="semibold">
            {user.name}
          </Box>
        )}
        {user.email !== null && (
          <Box as="p" color="fg.muted" wordBreak="break-all">
            {user.email}
          </Box>
        )}
      </Box>
    </AdminDrawer>
  )
}
