import { signOut } from 'next-auth/react'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { useEffect } from 'react'
import { css, cx } from '@/styled-system/css'
import { heading } from '@/styled-system/recipes'
import { clearAdminStorage } from '@/lib/admin/adminStorage'
import { Spinner } from './Spinner'

const styles = {
  root: css({ maxW: 'md', mx: 'auto', my: { base: '10', lg: '20' }, textAlign: 'center' }),
  spinner: css({ color: 'brand.solid' }),
  title: cx(heading({ size: 'xl' }), css({ mt: '4' })),
  text: css({ mt: '2', color: 'fg.muted' }),
}

/**
 * `/logout` at work: forgets the console's stored profile, ends the next-auth session (its
 * cookie), then ends the provider's session, which returns the browser to `/`.
 */
export function SignOutPanel({ providerSignOutUrl }: { providerSignOutUrl: string | null }) {
  const { t } = useTranslation('auth')

  useEffect(() => {
    clearAdminStorage(window.localStorage)
    void signOut({ redirect: false })
      .catch(() => undefined)
      .then(() => window.location.replace(providerSignOutUrl ?? '/'))
  }, [providerSignOutUrl])

  return (
    <div className={styles.root} aria-busy="true">
      <Spinner size="lg" className={styles.spinner} />
      <h1 className={styles.title}>{t('logout.title')}</h1>
      <p className={styles.text} role="status">
        {t('logout.text')}
      </p>
    </div>
  )
}
