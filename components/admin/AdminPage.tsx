import Head from 'next/head'
import { SessionProvider } from 'next-auth/react'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { useEffect, type ReactNode } from 'react'
import { AdminApp } from '@/components/admin/shell/AdminApp'
import { AdminShell } from '@/components/admin/shell/AdminShell'
import { AdminToaster } from '@/components/admin/shell/AdminToaster'
import { QueryProvider } from '@/components/query/QueryProvider'
import { useProfile } from '@/lib/admin/adminQueries'
import { storeProfile } from '@/lib/admin/adminStorage'
import { useCoreFailureToasts } from '@/lib/admin/useCoreFailureToasts'
import { CoreClientProvider } from '@/lib/admin/coreClientContext'
import type { AdminPageProps } from '@/lib/auth/adminPage'
import { AdminForbidden } from './AdminForbidden'
import { ServiceError } from './ServiceError'

type Props = Omit<AdminPageProps, '_nextI18Next'> & {
  title: string
  /** The language-free path of the page, for the sidebar's current entry. */
  activePath: string
  children: ReactNode
}

/**
 * Every console page, in the console's own app shell (Chakra's runtime): the 403 page for a
 * user without the admin role, else the shell around the page's content with the session, the
 * core client and the user's profile.
 */
export function AdminPage({ session, forbidden, businessUnit, ...rest }: Props) {
  return (
    <AdminApp>
      {forbidden ? (
        <AdminForbidden email={session.user.email} />
      ) : (
        <SessionProvider session={session}>
          <QueryProvider>
            <CoreClientProvider businessUnit={businessUnit}>
              <AdminFrame session={session} {...rest} />
            </CoreClientProvider>
          </QueryProvider>
          <AdminToaster />
        </SessionProvider>
      )}
    </AdminApp>
  )
}

function AdminFrame({
  session,
  lang,
  biDashboardUrl,
  title,
  activePath,
  children,
}: Omit<Props, 'forbidden' | 'businessUnit'>) {
  const { t } = useTranslation('admin')
  const profile = useProfile()
  useCoreFailureToasts()
  // Kept once per page in the spec's storage keys, whoever else reads the profile.
  useEffect(() => {
    if (profile.data) storeProfile(profile.data, window.localStorage)
  }, [profile.data])
  return (
    <>
      <Head>
        <title>{t('documentTitle', { title })}</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <AdminShell
        title={title}
        lang={lang}
        menu={profile.data?.menuSidebar ?? (profile.isError ? [] : undefined)}
        companyName={profile.data?.companyName[lang]}
        user={{ name: session.user.name, email: session.user.email }}
        biDashboardUrl={biDashboardUrl}
        activePath={activePath}
      >
        {profile.isError && <ServiceError what="profile" onRetry={() => profile.refetch()} />}
        {children}
      </AdminShell>
    </>
  )
}
