import type { GetServerSideProps } from 'next'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { AdminNotFound, useAdminNotFoundTitle } from '@/components/admin/AdminNotFound'
import { AdminPage } from '@/components/admin/AdminPage'
import { EnquiryDetail } from '@/components/admin/enquiries/EnquiryDetail'
import { lookUpEnquiryFor } from '@/lib/admin/enquiryLookup'
import { adminPageProps, type AdminPageProps } from '@/lib/auth/adminPage'
import { STATIC_ROUTES } from '@/lib/routes'

type Props = AdminPageProps & { id: string; isMissing: boolean }

// Enquiry ids are UUIDs: anything else is not an enquiry, so no call for it.
const ENQUIRY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Signed in first, like every console page; then an id that is no enquiry's (malformed, or one
 * the core service does not know) is the console's own 404, in its shell.
 */
export const getServerSideProps: GetServerSideProps<Props> = (context) =>
  adminPageProps(context, ['contact'], async () => {
    const id = String(context.params?.id)
    const isMissing =
      !ENQUIRY_ID.test(id) || (await lookUpEnquiryFor(context.req, id)) === 'missing'
    if (isMissing) context.res.statusCode = 404
    // A missing id is not sent back to the page: nothing of the address is repeated in it.
    return { id: isMissing ? '' : id, isMissing }
  })

export default function AdminEnquiryRoute({ id, isMissing, ...props }: Props) {
  const { t } = useTranslation('admin')
  const notFoundTitle = useAdminNotFoundTitle('enquiry')
  return (
    <AdminPage
      {...props}
      title={isMissing ? notFoundTitle : t('enquiry.title')}
      activePath={STATIC_ROUTES.adminEnquiries}
    >
      {isMissing ? <AdminNotFound what="enquiry" /> : <EnquiryDetail id={id} lang={props.lang} />}
    </AdminPage>
  )
}
