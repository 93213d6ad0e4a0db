import { FieldError } from '@/components/contact/FormField'
import { LANGS, type Lang } from '@/lib/i18n/lang'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { alertFormStyles as styles } from './alertFormStyles'

/** The language the e-mails come in, as radio buttons: the sign-up's and the manage page's. */
export function AlertLangFieldset({
  checked,
  errorId,
  hasError,
  describedBy,
  required = false,
}: {
  checked: Lang
  errorId: string
  hasError: boolean
  describedBy?: string
  required?: boolean
}) {
  const { t } = useTranslation('alerts')
  return (
    <fieldset className={styles.fieldset} aria-describedby={describedBy}>
      <legend className={styles.legend}>{t('form.lang')}</legend>
      <div className={styles.choices}>
        {LANGS.map((option) => (
          <label key={option} className={styles.choice}>
            <input
              type="radio"
              name="lang"
              value={option}
              defaultChecked={option === checked}
              required={required}
              className={styles.control}
            />
            <span lang={option}>{t(`langs.${option}`)}</span>
          </label>
        ))}
      </div>
      {hasError && <FieldError id={errorId}>{t('errors.lang')}</FieldError>}
    </fieldset>
  )
}
