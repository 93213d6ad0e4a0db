import { InnerPage } from '@/components/layout/InnerPage'
import { AlertSignUpView } from '@/components/alerts/AlertSignUpView'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import { alertPageDeps } from '@/lib/alerts/alertPageDeps'
import { createSignUpPageProps, type SignUpPageProps } from '@/lib/alerts/alertPageProps'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { alertPageBody as pageBody } from '@/components/alerts/alertFormStyles'

// Rendered per request: it answers the sign-up form posted to it (lib/alerts/alertPageProps.ts).
export const getServerSideProps = createSignUpPageProps(alertPageDeps)

export default function AlertsRoute({ layout, ...state }: SignUpPageProps) {
  const { t } = useTranslation('alerts')
  const { lang } = useCurrentPath()
  return (
    <InnerPage
      layout={layout}
      title={t('signUp.title')}
      titleSection={t('signUp.title')}
      intro={t('signUp.intro')}
      isStatic
    >
      <div className={pageBody}>
        <AlertSignUpView lang={lang} state={state} />
      </div>
    </InnerPage>
  )
}
