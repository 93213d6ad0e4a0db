import type { AlertFailure } from '@/lib/alerts/alertPageProps'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { AlertNotice } from './AlertNotice'

/** Why a form was not taken, when it was not a field's fault (a limit, the service). */
export function AlertFailureNotice({ failure }: { failure: AlertFailure }) {
  const { t } = useTranslation('alerts')
  const { code, ...values } = failure
  return (
    <AlertNotice role="alert" heading={t('errors.heading')} testId={`alert-failure-${code}`}>
      <p>{t(`errors.${code}`, values)}</p>
    </AlertNotice>
  )
}
