import type { GetServerSideProps } from 'next'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { AdminPage } from '@/components/admin/AdminPage'
import { EnquiriesView } from '@/components/admin/enquiries/EnquiriesView'
import { adminPageProps, type AdminPageProps } from '@/lib/auth/adminPage'
import { STATIC_ROUTES } from '@/lib/routes'

export const getServerSideProps: GetServerSideProps<AdminPageProps> = (context) =>
  adminPageProps(context, ['contact'])

export default function AdminEnquiriesRoute(props: AdminPageProps) {
  const { t } = useTranslation('admin')
  return (
    <AdminPage {...props} title={t('enquiries.title')} activePath={STATIC_ROUTES.adminEnquiries}>
      <EnquiriesView lang={props.lang} />
    </AdminPage>
  )
}
