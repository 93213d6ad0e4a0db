import { Link } from '@/components/common/Link'
import { FieldError } from '@/components/contact/FormField'
import { ALERT_TOPICS, type AlertTopic } from '@/lib/alerts/topics'
import type { SignUpProblems, SignUpValues } from '@/lib/alerts/signUpForm'
import { MAX_EMAIL_LENGTH } from '@/lib/alerts/signUpForm'
import type { Lang } from '@/lib/i18n/lang'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { href, path } from '@/lib/routes'
import { AlertLangFieldset } from './AlertLangFieldset'
import { AlertTopicsFieldset } from './AlertTopicsFieldset'
import { alertFormStyles as styles } from './alertFormStyles'

interface AlertSignupFormProps {
  lang: Lang
  /** Makes the fields' ids unique where a page has more than one form. */
  idPrefix?: string
  /** Ticked when the form is new: the topics of the page it is on. */
  defaultTopics?: readonly AlertTopic[]
  /** The visitor's entries after a refusal. */
  values?: SignUpValues | null
  problems?: SignUpProblems
}

/**
 * The e-mail alerts' sign-up: a plain form posted to /{lang}/alerts, which answers with the
 * outcome (or this form again, with what was wrong), so it works the same with or without
 * script. The browser's own checks (required, type=email) only save a round trip.
 */
export function AlertSignupForm({
  lang,
  idPrefix = 'alerts',
  defaultTopics = ALERT_TOPICS,
  values = null,
  problems = {},
}: AlertSignupFormProps) {
  const { t } = useTranslation('alerts')
  const id = (name: string) => `${idPrefix}-${name}`
  const topics = values?.topics ?? defaultTopics
  const chosenLang = values?.lang ?? lang
  const described = (name: keyof SignUpProblems, hint?: string) =>
    [problems[name] ? id(`${name}-error`) : undefined, hint].filter(Boolean).join(' ') || undefined
  return (
    <form method="post" action={href(lang, 'alerts')} className={styles.form}>
      <div className={styles.field}>
        <label htmlFor={id('email')} className={styles.label}>
          {t('form.email')}
        </label>
        <input
          id={id('email')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={MAX_EMAIL_LENGTH}
          defaultValue={values?.email ?? ''}
          className={styles.input}
          aria-invalid={problems.email ? true : undefined}
          aria-describedby={described('email', id('email-hint'))}
        />
        <p id={id('email-hint')} className={styles.hint}>
          {t('form.emailHint')}
        </p>
        {problems.email && <FieldError id={id('email-error')}>{t('errors.email')}</FieldError>}
      </div>
      <AlertTopicsFieldset
        checked={topics}
        errorId={id('topics-error')}
        hasError={Boolean(problems.topics)}
        describedBy={described('topics')}
      />
      <AlertLangFieldset
        checked={chosenLang}
        errorId={id('lang-error')}
        hasError={Boolean(problems.lang)}
        describedBy={described('lang')}
        required
      />
      <div className={styles.field}>
        <label className={styles.choice}>
          <input
            type="checkbox"
            name="consent"
            value="yes"
            required
            defaultChecked={values?.consent ?? false}
            className={styles.control}
            aria-invalid={problems.consent ? true : undefined}
            aria-describedby={described('consent')}
          />
          <span className={styles.consentText}>{t('form.consent')}</span>
        </label>
        <Link href={path('privacyNotice')} className={styles.link}>
          {t('form.privacyLink')}
        </Link>
        {problems.consent && (
          <FieldError id={id('consent-error')}>{t('errors.consent')}</FieldError>
        )}
      </div>
      <button type="submit" className={styles.submit}>
        {t('form.submit')}
      </button>
    </form>
  )
}
