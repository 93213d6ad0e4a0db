import type { GetServerSideProps } from 'next'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { AdminPage } from '@/components/admin/AdminPage'
import { SiteAnalyticsView } from '@/components/admin/site/SiteAnalyticsView'
import { adminPageProps, type AdminPageProps } from '@/lib/auth/adminPage'
import { STATIC_ROUTES } from '@/lib/routes'

export const getServerSideProps: GetServerSideProps<AdminPageProps> = (context) =>
  adminPageProps(context, ['siteAnalytics'])

/** The console's 'Site' page: the site's own privacy-first analytics and field vitals. */
export default function AdminSiteRoute(props: AdminPageProps) {
  const { t } = useTranslation('siteAnalytics')
  return (
    <AdminPage {...props} title={t('title')} activePath={STATIC_ROUTES.adminSite}>
      <SiteAnalyticsView lang={props.lang} />
    </AdminPage>
  )
}
