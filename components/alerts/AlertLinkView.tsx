import { Link } from '@/components/common/Link'
import type { LinkPageState } from '@/lib/alerts/alertPageProps'
import type { Lang } from '@/lib/i18n/lang'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { href, path } from '@/lib/routes'
import { css } from '@/styled-system/css'
import { AlertFailureNotice } from './AlertFailureNotice'
import { AlertLangFieldset } from './AlertLangFieldset'
import { AlertNotice } from './AlertNotice'
import { AlertTopicsFieldset } from './AlertTopicsFieldset'
import { alertFormStyles as styles } from './alertFormStyles'

export type AlertLinkPage = 'confirm' | 'manage' | 'unsubscribe'

const PAGE_ROUTE = {
  confirm: 'alertsConfirm',
  manage: 'alertsManage',
  unsubscribe: 'alertsUnsubscribe',
} as const

const layout = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '8' }),
  topics: css({
    listStyleType: 'disc',
    ps: '6',
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
  }),
  section: css({ display: 'flex', flexDirection: 'column', gap: '3', maxW: '2xl' }),
  sectionHeading: css({ fontWeight: 'semibold', fontSize: 'xl' }),
}

/** The page an e-mail's link opens: what it would do and its button, or what happened. */
export function AlertLinkView({
  page,
  lang,
  state,
}: {
  page: AlertLinkPage
  lang: Lang
  state: LinkPageState
}) {
  const { t } = useTranslation('alerts')
  const action = href(lang, PAGE_ROUTE[page], { token: state.token })
  if (state.problem) {
    return (
      <AlertNotice
        role="alert"
        heading={t(`link.${state.problem}Heading`)}
        testId={`alert-link-${state.problem}`}
      >
        <p>{t(`link.${state.problem}`)}</p>
        <Link href={path('alerts')} className={styles.link}>
          {t('link.signUp')}
        </Link>
      </AlertNotice>
    )
  }
  if (state.failure) return <AlertFailureNotice failure={state.failure} />
  if (state.done === 'unsubscribed') {
    return (
      <AlertNotice role="status" heading={t('unsubscribe.doneHeading')} testId="alert-unsubscribed">
        <p>{t('unsubscribe.done')}</p>
        <Link href={path('alerts')} className={styles.link}>
          {t('unsubscribe.signUpAgain')}
        </Link>
      </AlertNotice>
    )
  }
  const subscriber = state.subscriber
  if (subscriber === null) return null
  const topicList = (
    <ul className={layout.topics}>
      {subscriber.topics.map((topic) => (
        <li key={topic}>{t(`topics.${topic}`)}</li>
      ))}
    </ul>
  )

  if (page === 'confirm') {
    if (subscriber.status === 'confirmed') {
      return (
        <AlertNotice role="status" heading={t('confirm.doneHeading')} testId="alert-confirmed">
          <p>{t('confirm.done', { email: subscriber.email })}</p>
          {topicList}
          {state.manageToken && (
            <Link href={path('alertsManage', { token: state.manageToken })} className={styles.link}>
              {t('confirm.manage')}
            </Link>
          )}
        </AlertNotice>
      )
    }
    return (
      <form method="post" action={action} className={styles.form}>
        <p>{t('confirm.intro', { email: subscriber.email })}</p>
        {topicList}
        <button type="submit" className={styles.submit}>
          {t('confirm.button')}
        </button>
      </form>
    )
  }

  if (page === 'unsubscribe') {
    return (
      <form method="post" action={action} className={styles.form}>
        <p>{t('unsubscribe.intro', { email: subscriber.email })}</p>
        <button type="submit" className={styles.submit}>
          {t('unsubscribe.button')}
        </button>
      </form>
    )
  }

  return (
    <div className={layout.root}>
      {state.done === 'saved' && (
        <AlertNotice role="status" heading={t('manage.saved')} testId="alert-saved">
          {topicList}
        </AlertNotice>
      )}
      <form method="post" action={action} className={styles.form}>
        <p>{t('manage.intro', { email: subscriber.email })}</p>
        <AlertTopicsFieldset
          checked={subscriber.topics}
          errorId="alerts-manage-topics-error"
          hasError={state.formProblem === 'topics'}
        />
        <AlertLangFieldset
          checked={subscriber.lang}
          errorId="alerts-manage-lang-error"
          hasError={state.formProblem === 'lang'}
        />
        <button type="submit" className={styles.submit}>
          {t('manage.save')}
        </button>
      </form>
      <section className={layout.section} aria-labelledby="alerts-stop">
        <h2 id="alerts-stop" className={layout.sectionHeading}>
          {t('manage.unsubscribeHeading')}
        </h2>
        <p>{t('manage.unsubscribeIntro')}</p>
        <form method="post" action={href(lang, 'alertsUnsubscribe', { token: state.token })}>
          <button type="submit" className={styles.secondary}>
            {t('manage.unsubscribe')}
          </button>
        </form>
      </section>
    </div>
  )
}
