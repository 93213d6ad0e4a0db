import { FieldError } from '@/components/contact/FormField'
import { ALERT_TOPICS, type AlertTopic } from '@/lib/alerts/topics'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { alertFormStyles as styles } from './alertFormStyles'

/** The topics a subscription covers, as check boxes: the sign-up's and the manage page's. */
export function AlertTopicsFieldset({
  checked,
  errorId,
  hasError,
  describedBy,
}: {
  checked: readonly AlertTopic[]
  errorId: string
  hasError: boolean
  describedBy?: string
}) {
  const { t } = useTranslation('alerts')
  return (
    <fieldset className={styles.fieldset} aria-describedby={describedBy}>
      <legend className={styles.legend}>{t('form.topics')}</legend>
      <div className={styles.choicesColumn}>
        {ALERT_TOPICS.map((topic) => (
          <label key={topic} className={styles.choice}>
            <input
              type="checkbox"
              name="topics"
              value={topic}
              defaultChecked={checked.includes(topic)}
              className={styles.control}
            />
            {t(`topics.${topic}`)}
          </label>
        ))}
      </div>
      {hasError && <FieldError id={errorId}>{t('errors.topics')}</FieldError>}
    </fieldset>
  )
}
