import type { GetServerSideProps } from 'next'
import { AdminNotFound, useAdminNotFoundTitle } from '@/components/admin/AdminNotFound'
import { AdminPage } from '@/components/admin/AdminPage'
import { adminPageProps, type AdminPageProps } from '@/lib/auth/adminPage'

/**
 * Any other address under /admin: the console's own 404 in its shell, once signed in (an
 * anonymous visitor is sent to sign in first, as on every console page).
 */
export const getServerSideProps: GetServerSideProps<AdminPageProps> = (context) =>
  adminPageProps(context, [], async () => {
    context.res.statusCode = 404
    return {}
  })

export default function AdminNotFoundRoute(props: AdminPageProps) {
  const title = useAdminNotFoundTitle('page')
  return (
    // No entry of the sidebar is this page.
    <AdminPage {...props} title={title} activePath="">
      <AdminNotFound what="page" />
    </AdminPage>
  )
}
