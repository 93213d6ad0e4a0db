import { useTranslation } from '@/lib/i18n/useTranslation'
import { css } from '@/styled-system/css'
import { container } from '@/styled-system/patterns'
import { heading } from '@/styled-system/recipes'
import { ButtonLink } from '@/components/common/ButtonLink'
import { path } from '@/lib/routes'

const styles = {
  section: container(),
  callout: css({
    display: 'flex',
    flexDirection: { base: 'column', lg: 'row' },
    alignItems: { base: 'flex-start', lg: 'center' },
    justifyContent: 'space-between',
    gap: '6',
    p: { base: '6', lg: '10' },
    bg: 'gold.100',
    borderRadius: 'xl',
  }),
  title: heading({ size: 'lg' }),
  text: css({ mt: '2', color: 'fg.muted' }),
}

export function ContactCallout() {
  const { t } = useTranslation('home')
  return (
    <section aria-labelledby="home-contact-title" className={styles.section}>
      <div className={styles.callout}>
        <div>
          <h2 id="home-contact-title" className={styles.title}>
            {t('contactCta.heading')}
          </h2>
          <p className={styles.text}>{t('contactCta.text')}</p>
        </div>
        <ButtonLink href={path('contact')}>{t('contactCta.button')}</ButtonLink>
      </div>
    </section>
  )
}
