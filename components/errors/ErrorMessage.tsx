import { useTranslation } from '@/lib/i18n/useTranslation'
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

export type ErrorCode = 404 | 500

/** Each error page's title (also its browser title) and text in the errors namespace. */
export const ERROR_TEXT_KEYS = {
  404: { title: 'notFoundTitle', text: 'notFoundText' },
  500: { title: 'serverErrorTitle', text: 'serverErrorText' },
} as const

/** The body of the 404 and 500 pages: what happened and the way back. */
export function ErrorMessage({ code }: { code: ErrorCode }) {
  const { t } = useTranslation('errors')
  const keys = ERROR_TEXT_KEYS[code]
  return (
    <div className={styles.root}>
      <p className={styles.code}>{t('errorCode', { code })}</p>
      <h1 className={styles.title}>{t(keys.title)}</h1>
      <p className={styles.text}>{t(keys.text)}</p>
      <ButtonLink href={path('home')} className={styles.back}>
        {t('backHome')}
      </ButtonLink>
    </div>
  )
}
