import { InnerPage } from '@/components/layout/InnerPage'
import { AlertLinkView } from '@/components/alerts/AlertLinkView'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import { alertPageDeps } from '@/lib/alerts/alertPageDeps'
import { createManagePageProps, type LinkPageProps } from '@/lib/alerts/alertPageProps'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { alertPageBody as pageBody } from '@/components/alerts/alertFormStyles'

// The page an alert e-mail's link opens (lib/alerts/alertPageProps.ts); never indexed.
export const getServerSideProps = createManagePageProps(alertPageDeps)

export default function AlertsManageRoute({ layout, ...state }: LinkPageProps) {
  const { t } = useTranslation('alerts')
  const { lang } = useCurrentPath()
  return (
    <InnerPage
      layout={layout}
      title={t('manage.title')}
      titleSection={t('signUp.title')}
      seo={{ noIndex: true }}
      isStatic
    >
      <div className={pageBody}>
        <AlertLinkView page="manage" lang={lang} state={state} />
      </div>
    </InnerPage>
  )
}
