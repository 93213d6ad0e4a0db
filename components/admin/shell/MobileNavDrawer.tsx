import { Box } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { AdminDrawer, type AdminDrawerState } from './AdminDrawer'
import { useAdminConsole } from './AdminLayoutContext'
import { AdminNav } from './AdminNav'

/** The console's menu below the admin `md` breakpoint, with who is signed in. */
export function MobileNavDrawer(drawer: AdminDrawerState) {
  const { t } = useTranslation('console')
  const { user } = useAdminConsole()
  return (
    <AdminDrawer
      {...drawer}
      placement="start"
      title={t('shell.menuTitle')}
      closeLabel={t('shell.closeMenu')}
      data-testid="admin-menu-drawer"
    >
      <AdminNav direction="column" onNavigate={drawer.onClose} />
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
