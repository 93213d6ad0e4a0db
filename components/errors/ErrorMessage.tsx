import { useTranslation } from 'next-i18next/pages'
import { css, cx } from '@/styled-system/css'
import { container } from '@/styled-system/patterns'
import { heading } from '@/styled-system/recipes'
import { ButtonLink } from '@/components/common/ButtonLink'
import { path } from '@/lib/routes'

const styles = {
  root: container({ py: { base: '16', lg: '24' }, textAlign: 'center' }),
  code: css({ fontWeight: 'semibold', color: 'brand.fg' }),
  title: cx(heading({ size: '2xl' }), css({ mt: '3' })),
  text: css({ mt: '4', color: 'fg.muted', maxW: 'prose', mx: 'auto' }),
  back: css({ mt: '8' }),
}

/** The body of the 404 and 500 pages: what happened and the way back. */
export function ErrorMessage({ code }: { code: 404 | 500 }) {
  const { t } = useTranslation('errors')
  const isNotFound = code === 404
  return (
    <div className={styles.root}>
      <p className={styles.code}>{t('errorCode', { code })}</p>
      <h1 className={styles.title}>{isNotFound ? t('notFoundTitle') : t('serverErrorTitle')}</h1>
      <p className={styles.text}>{isNotFound ? t('notFoundText') : t('serverErrorText')}</p>
      <ButtonLink href={path('home')} className={styles.back}>
        {t('backHome')}
      </ButtonLink>
    </div>
  )
}
