import dynamic from 'next/dynamic'
import type { ReactNode } from 'react'
import { css } from '@/styled-system/css'
import { ConsentBannerLoader } from '@/components/consent/ConsentBannerLoader'
import { GlobalModalHost } from '@/components/modal/GlobalModalHost'
import { ToastHost } from '@/components/toast/ToastHost'
import type { SiteLayout } from '@/lib/content/getSiteLayout'
import { Footer } from './Footer'
import { Header } from './Header'
import { PageTitle } from './PageTitle'
import { RouteProgress } from './RouteProgress'
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink'

const main = css({ outline: 'none', minH: '[60vh]' })

// Only editors previewing drafts see the banner: its code is not part of visitors' pages.
const PreviewBanner = dynamic(() => import('./PreviewBanner').then((mod) => mod.PreviewBanner))

/**
 * The public site's frame around every page: title, header, footer, modal and toasts, and the
 * preview banner while an editor looks at unpublished changes.
 */
export function SiteShell({ layout, children }: { layout: SiteLayout; children: ReactNode }) {
  return (
    <>
      <PageTitle sections={layout.sections} />
      <SkipLink />
      <ConsentBannerLoader />
      <RouteProgress />
      {layout.isPreview && <PreviewBanner />}
      <Header layout={layout} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={main}>
        {children}
      </main>
      <Footer layout={layout} />
      <GlobalModalHost />
      <ToastHost />
    </>
  )
}
