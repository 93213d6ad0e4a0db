import type { GetServerSideProps } from 'next'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { AdminPage } from '@/components/admin/AdminPage'
import { AlertsView } from '@/components/admin/alerts/AlertsView'
import { adminPageProps, type AdminPageProps } from '@/lib/auth/adminPage'
import { STATIC_ROUTES } from '@/lib/routes'

export const getServerSideProps: GetServerSideProps<AdminPageProps> = (context) =>
  adminPageProps(context, ['adminAlerts', 'alerts'])

/** The console's 'Alerts' page: e-mail alert subscribers, announcements, PDPA requests, outbox. */
export default function AdminAlertsRoute(props: AdminPageProps) {
  const { t } = useTranslation('adminAlerts')
  return (
    <AdminPage {...props} title={t('title')} activePath={STATIC_ROUTES.adminAlerts}>
      <AlertsView lang={props.lang} />
    </AdminPage>
  )
}
