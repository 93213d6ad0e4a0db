import dynamic from 'next/dynamic'
import { SiteAnalytics } from '@/components/analytics/SiteAnalytics'
import { useConsent } from '@/lib/consent/useConsent'

// The banner's code and strings are fetched only for visitors who have not chosen yet.
const ConsentBanner = dynamic(() => import('./ConsentBanner').then((mod) => mod.ConsentBanner), {
  ssr: false,
})

/**
 * Mounted by the site shell on every page once the browser is idle. Renders nothing on the
 * server and while hydrating; then reads the consent cookie and shows the banner when there is
 * no choice (under the current policy version), and runs the site's analytics only while the
 * choice allows them.
 */
export function ConsentBannerLoader() {
  const { isKnown, choice, hasConsent } = useConsent()
  if (!isKnown) return null
  return (
    <>
      <SiteAnalytics isAllowed={hasConsent('analytics')} />
      {choice === null && <ConsentBanner />}
    </>
  )
}
