import Head from 'next/head'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { css } from '@/styled-system/css'
import { SignOutPanel } from '@/components/auth/SignOutPanel'
import { PageTitle } from '@/components/layout/PageTitle'
import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink'
import { logoutPageProps, type LogoutPageProps } from '@/lib/auth/logoutPage'

const styles = { main: css({ px: '4' }) }

export const getServerSideProps = logoutPageProps

// Not in the site shell: this page leaves for the identity provider at once, and the shell's
// links would have Next prefetch their pages' scripts on the way out, requests Chromium then
// judges (and refuses) under the provider's own Content-Security-Policy.
export default function LogoutRoute({ layout, providerSignOutUrl }: LogoutPageProps) {
  const { t } = useTranslation('auth')
  return (
    <>
      <PageTitle layout={layout} title={{ section: t('logout.title') }} />
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main id={MAIN_CONTENT_ID} className={styles.main}>
        <SignOutPanel providerSignOutUrl={providerSignOutUrl} />
      </main>
    </>
  )
}
