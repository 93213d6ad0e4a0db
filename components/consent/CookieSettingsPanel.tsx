import { useTranslation } from '@/lib/i18n/useTranslation'
import { useId, useState, type FormEvent } from 'react'
import { css, cx } from '@/styled-system/css'
import { button, heading, panel } from '@/styled-system/recipes'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import { REJECT_ALL, type ConsentChoice, type ConsentSelection } from '@/lib/consent/consent'
import { useConsent } from '@/lib/consent/useConsent'
import { formatDate } from '@/lib/i18n/format'
import { notify } from '@/lib/toast/notify'
import { ConsentCategoryList } from './ConsentCategoryList'
import { CONSENT_NAMESPACE } from './useConsentStrings'

const styles = {
  root: cx(panel(), css({ maxW: '3xl', p: { base: '5', md: '8' } })),
  title: heading({ size: 'xl' }),
  intro: css({ mt: '2', color: 'fg.muted' }),
  // Keeps its line while the stored choice is read, so nothing below it moves.
  status: css({ mt: '3', fontWeight: 'semibold', minH: '6' }),
  form: css({ mt: '4' }),
  save: cx(button(), css({ mt: '5' })),
}

export const COOKIE_SETTINGS_ID = 'cookie-settings'

/**
 * The cookie policy page's settings: the stored choice (read after hydration: the page itself is
 * static), the same switches as the banner, and Save.
 */
export function CookieSettingsPanel() {
  const { t } = useTranslation(CONSENT_NAMESPACE)
  const { lang } = useCurrentPath()
  const { isKnown, choice } = useConsent()
  const headingId = useId()

  let status = ''
  if (isKnown) {
    status = choice
      ? t('settings.current', { date: formatDate(choice.timestamp, lang) })
      : t('settings.none')
  }

  return (
    <section id={COOKIE_SETTINGS_ID} aria-labelledby={headingId} className={styles.root}>
      <h2 id={headingId} className={styles.title}>
        {t('settings.title')}
      </h2>
      <p className={styles.intro}>{t('settings.intro')}</p>
      <p className={styles.status} data-testid="consent-status">
        {status}
      </p>
      {/* A new form for each stored choice: the switches start from what is stored. */}
      <SettingsForm
        key={isKnown ? (choice?.timestamp ?? 'none') : 'unknown'}
        stored={choice}
        isKnown={isKnown}
      />
    </section>
  )
}

function SettingsForm({ stored, isKnown }: { stored: ConsentChoice | null; isKnown: boolean }) {
  const { t } = useTranslation(CONSENT_NAMESPACE)
  const { saveConsent } = useConsent()
  const [selection, setSelection] = useState<ConsentSelection>(() =>
    stored
      ? { analytics: stored.categories.analytics, marketing: stored.categories.marketing }
      : REJECT_ALL,
  )

  const save = (event: FormEvent) => {
    event.preventDefault()
    saveConsent(selection)
    void notify({
      type: 'success',
      title: t('settings.savedTitle'),
      description: t('settings.savedText'),
    })
  }

  return (
    <form className={styles.form} onSubmit={save}>
      <ConsentCategoryList selection={selection} onChange={setSelection} disabled={!isKnown} />
      <button type="submit" className={styles.save} disabled={!isKnown}>
        {t('settings.save')}
      </button>
    </form>
  )
}
