import { Link } from '@/components/common/Link'
import type { SignUpPageState } from '@/lib/alerts/alertPageProps'
import type { Lang } from '@/lib/i18n/lang'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { path } from '@/lib/routes'
import { css } from '@/styled-system/css'
import { AlertFailureNotice } from './AlertFailureNotice'
import { AlertNotice } from './AlertNotice'
import { AlertSignupForm } from './AlertSignupForm'
import { alertFormStyles } from './alertFormStyles'

const styles = { root: css({ display: 'flex', flexDirection: 'column', gap: '6' }) }

/** The sign-up page: the form, or once sent, where the confirmation went. */
export function AlertSignUpView({ lang, state }: { lang: Lang; state: SignUpPageState }) {
  const { t } = useTranslation('alerts')
  if (state.sentTo !== null) {
    return (
      <AlertNotice role="status" heading={t('signUp.sentHeading')} testId="alert-sign-up-sent">
        <p>{t('signUp.sent', { email: state.sentTo })}</p>
        <Link href={path('alerts')} className={alertFormStyles.link}>
          {t('signUp.again')}
        </Link>
      </AlertNotice>
    )
  }
  const hasProblems = Object.keys(state.problems).length > 0
  return (
    <div className={styles.root}>
      {state.failure && <AlertFailureNotice failure={state.failure} />}
      {hasProblems && (
        <AlertNotice role="alert" heading={t('errors.heading')} testId="alert-sign-up-problems">
          <ul>
            {(['email', 'topics', 'lang', 'consent'] as const)
              .filter((field) => state.problems[field])
              .map((field) => (
                <li key={field}>{t(`errors.${field}`)}</li>
              ))}
          </ul>
        </AlertNotice>
      )}
      <AlertSignupForm lang={lang} values={state.values} problems={state.problems} />
    </div>
  )
}
