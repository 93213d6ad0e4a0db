import type { AlertTopic } from '@/lib/alerts/topics'
import type { Lang } from '@/lib/i18n/lang'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { css } from '@/styled-system/css'
import { heading } from '@/styled-system/recipes'
import { AlertSignupForm } from './AlertSignupForm'

const styles = {
  root: css({ display: 'grid', gap: '5', justifyItems: 'start' }),
  heading: heading({ size: 'lg' }),
  intro: css({ color: 'fg.muted', maxW: '[42rem]' }),
}

/**
 * The e-mail alerts' sign-up as a section of another page (the investor overview, the press
 * room): its heading, what it sends, and the form, ticked for that page's readers.
 */
export function AlertSignupSection({
  lang,
  defaultTopics,
  idPrefix,
}: {
  lang: Lang
  defaultTopics: readonly AlertTopic[]
  idPrefix: string
}) {
  const { t } = useTranslation('alerts')
  const headingId = `${idPrefix}-heading`
  return (
    <section aria-labelledby={headingId} className={styles.root} data-testid="alert-sign-up">
      <h2 id={headingId} className={styles.heading}>
        {t('form.heading')}
      </h2>
      <p className={styles.intro}>{t('form.intro')}</p>
      <AlertSignupForm lang={lang} idPrefix={idPrefix} defaultTopics={defaultTopics} />
    </section>
  )
}
