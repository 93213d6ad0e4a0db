import dynamic from 'next/dynamic'
import type { ReactNode } from 'react'
import { css } from '@/styled-system/css'
import { StaticHtml } from '@/components/common/StaticHtml'
import { GlobalModalHost } from '@/components/modal/GlobalModalHost'
import { ToastHost } from '@/components/toast/ToastHost'
import type { SiteLayout } from '@/lib/page/getSiteLayout'
import { Footer } from './Footer'
import { Header } from './Header'
import { PageTitle, type PageTitleOptions } from './PageTitle'
import { RouteProgress } from './RouteProgress'
import { useBrowserIdle } from './useBrowserIdle'
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink'

const main = css({ outline: 'none', boxShadow: 'none', minH: '[60vh]' })

// The cookie banner's code (and the consent cookie's parser) is fetched once the page has
// loaded and the browser is idle: it shows a moment later, and no page's first load carries it.
const ConsentBannerLoader = dynamic(
  () => import('@/components/consent/ConsentBannerLoader').then((mod) => mod.ConsentBannerLoader),
  { ssr: false },
)

// Only editors previewing drafts see the banner: its code is not part of visitors' pages.
const PreviewBanner = dynamic(() => import('./PreviewBanner').then((mod) => mod.PreviewBanner))

/**
 * The public site's frame around every page: title, header, footer, modal and toasts, and the
 * preview banner while an editor looks at unpublished changes.
 */
export function SiteShell({
  layout,
  title,
  isStatic = false,
  children,
}: {
  layout: SiteLayout
  /** What the page adds to its title (its name, or a section of its own); see `PageTitle`. */
  title?: PageTitleOptions
  /** Nothing in the page's content is operable but links: keep the server's HTML (StaticHtml). */
  isStatic?: boolean
  children: ReactNode
}) {
  const isIdle = useBrowserIdle()
  return (
    <>
      <PageTitle layout={layout} title={title} />
      <SkipLink />
      {isIdle && <ConsentBannerLoader />}
      <RouteProgress />
      {layout.isPreview && <PreviewBanner />}
      <Header layout={layout} />
      {isStatic ? (
        <StaticHtml as="main" id={MAIN_CONTENT_ID} tabIndex={-1} className={main}>
          {children}
        </StaticHtml>
      ) : (
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={main}>
          {children}
        </main>
      )}
      <Footer layout={layout} />
      <GlobalModalHost />
      <ToastHost />
    </>
  )
}
