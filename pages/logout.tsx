import Head from 'next/head'
import { SignOutPanel } from '@/components/auth/SignOutPanel'
import { SiteShell } from '@/components/layout/SiteShell'
import { logoutPageProps, type LogoutPageProps } from '@/lib/auth/logoutPage'

export const getServerSideProps = logoutPageProps

export default function LogoutRoute({ layout, providerSignOutUrl }: LogoutPageProps) {
  return (
    <SiteShell layout={layout}>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <SignOutPanel providerSignOutUrl={providerSignOutUrl} />
    </SiteShell>
  )
}
