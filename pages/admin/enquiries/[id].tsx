import type { GetServerSideProps } from 'next'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { AdminPage } from '@/components/admin/AdminPage'
import { EnquiryDetail } from '@/components/admin/enquiries/EnquiryDetail'
import { adminPageProps, type AdminPageProps } from '@/lib/auth/adminPage'
import { STATIC_ROUTES } from '@/lib/routes'

type Props = AdminPageProps & { id: string }

// Enquiry ids are UUIDs: anything else is not an enquiry, so a 404 before any call.
const ENQUIRY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const id = context.params?.id
  if (typeof id !== 'string' || !ENQUIRY_ID.test(id)) return { notFound: true }
  return adminPageProps(context, ['contact'], async () => ({ id }))
}

export default function AdminEnquiryRoute(props: Props) {
  const { t } = useTranslation('admin')
  return (
    <AdminPage {...props} title={t('enquiry.title')} activePath={STATIC_ROUTES.adminEnquiries}>
      <EnquiryDetail id={props.id} lang={props.lang} />
    </AdminPage>
  )
}
