import Head from 'next/head'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { SiteShell } from '@/components/layout/SiteShell'
import type { ErrorPage } from '@/lib/page/getErrorPage'
import { ERROR_TEXT_KEYS, ErrorMessage, type ErrorCode } from './ErrorMessage'

/**
 * The 404 or the 500 page in the site's shell, titled after its error. Never indexed: a 404 is
 * served under whatever address was asked for (`?brand=<anything>`), and none of them is a page.
 */
export function ErrorPageView({ layout, code }: ErrorPage & { code: ErrorCode }) {
  const { t } = useTranslation('errors')
  return (
    <SiteShell layout={layout} title={{ section: t(ERROR_TEXT_KEYS[code].title) }}>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <ErrorMessage code={code} />
    </SiteShell>
  )
}
