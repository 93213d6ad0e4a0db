import { useTranslation } from '@/lib/i18n/useTranslation'
import { css, cx } from '@/styled-system/css'
import { heading, panel } from '@/styled-system/recipes'
import { EnquiryForm } from './EnquiryForm'

const styles = {
  root: cx(panel(), css({ p: { base: '5', md: '8' } })),
  title: heading({ size: 'lg' }),
  intro: css({ mt: '2', mb: '6', color: 'fg.muted' }),
}

/** The enquiry form with its heading, on a panel of its own. */
export function EnquirySection({ organisation }: { organisation: string }) {
  const { t } = useTranslation('contact')
  return (
    <section aria-labelledby="contact-form-heading" className={styles.root}>
      <h2 id="contact-form-heading" className={styles.title}>
        {t('form.heading')}
      </h2>
      <p className={styles.intro}>{t('form.intro')}</p>
      <EnquiryForm organisation={organisation} />
    </section>
  )
}
