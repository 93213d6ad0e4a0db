import type { GetServerSideProps } from 'next'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { AdminPage } from '@/components/admin/AdminPage'
import { DashboardView } from '@/components/admin/dashboard/DashboardView'
import { adminPageProps, type AdminPageProps } from '@/lib/auth/adminPage'
import { STATIC_ROUTES } from '@/lib/routes'

export const getServerSideProps: GetServerSideProps<AdminPageProps> = (context) =>
  adminPageProps(context, ['contact'])

export default function AdminDashboardRoute(props: AdminPageProps) {
  const { t } = useTranslation('admin')
  return (
    <AdminPage {...props} title={t('dashboard.title')} activePath={STATIC_ROUTES.admin}>
      <DashboardView lang={props.lang} biDashboardUrl={props.biDashboardUrl} />
    </AdminPage>
  )
}
