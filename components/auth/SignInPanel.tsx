import { Link } from '@/components/common/Link'
import { signIn } from 'next-auth/react'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { useState } from 'react'
import { css, cx } from '@/styled-system/css'
import { button, heading, link, panel } from '@/styled-system/recipes'
import { IDP_PROVIDER_ID } from '@/lib/auth/providerId'
import type { SignInError } from '@/lib/auth/signInError'
import { Spinner } from './Spinner'
import { path } from '@/lib/routes'

const styles = {
  root: cx(
    panel({ tone: 'plain' }),
    css({
      maxW: 'md',
      mx: { base: '4', md: 'auto' },
      my: { base: '10', lg: '20' },
      p: { base: '6', md: '8' },
    }),
  ),
  title: heading({ size: '2xl' }),
  intro: css({ mt: '3', color: 'fg.muted' }),
  // Why the visitor is here: a session that ran out is a notice (gold), a failure an error.
  error: css({
    mt: '6',
    p: '4',
    borderRadius: 'md',
    borderWidth: '1px',
    borderColor: 'brand.300',
    bg: 'brand.50',
    '&[data-error=SessionRequired]': { borderColor: 'gold.400', bg: 'gold.100' },
  }),
  signIn: cx(button({ size: 'lg' }), css({ mt: '8', w: 'full' })),
  back: css({ mt: '6', textAlign: 'center' }),
  backLink: link(),
}

interface SignInPanelProps {
  error: SignInError | null
  callbackUrl: string
  canSignIn: boolean
}

/** The sign-in page's card: why the visitor is here (the `error`) and the way to the provider. */
export function SignInPanel({ error, callbackUrl, canSignIn }: SignInPanelProps) {
  const { t, lang } = useTranslation('auth')
  const [isRedirecting, setRedirecting] = useState(false)

  async function startSignIn() {
    setRedirecting(true)
    // next-auth fetches a CSRF token, posts it and sends the browser to the provider, asking it
    // for its sign-in page in this page's language (OpenID Connect's ui_locales).
    await signIn(IDP_PROVIDER_ID, { callbackUrl }, { ui_locales: lang }).catch(() =>
      setRedirecting(false),
    )
  }

  return (
    <div className={styles.root}>
      <h1 className={styles.title}>{t('login.title')}</h1>
      <p className={styles.intro}>{t('login.intro')}</p>
      {error !== null && (
        <div role="alert" className={styles.error} data-error={error}>
          {t(`login.errors.${error}`)}
        </div>
      )}
      <button
        type="button"
        className={styles.signIn}
        onClick={startSignIn}
        disabled={isRedirecting || !canSignIn}
        data-loading={isRedirecting ? '' : undefined}
      >
        {isRedirecting ? (
          <>
            <Spinner size="inherit" />
            {t('login.redirecting')}
          </>
        ) : (
          t('login.button')
        )}
      </button>
      <p className={styles.back}>
        <Link href={path('home')} className={styles.backLink}>
          {t('login.backHome')}
        </Link>
      </p>
    </div>
  )
}
