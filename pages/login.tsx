import Head from 'next/head'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { SignInPanel } from '@/components/auth/SignInPanel'
import { SiteShell } from '@/components/layout/SiteShell'
import { loginPageProps, type LoginPageProps } from '@/lib/auth/loginPage'

export const getServerSideProps = loginPageProps

export default function LoginRoute({ layout, error, callbackUrl, canSignIn }: LoginPageProps) {
  const { t } = useTranslation('auth')
  return (
    <SiteShell layout={layout} title={{ section: t('login.title') }}>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <SignInPanel error={error} callbackUrl={callbackUrl} canSignIn={canSignIn} />
    </SiteShell>
  )
}
