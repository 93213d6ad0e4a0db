import dynamic from 'next/dynamic'
import { useConsent } from '@/lib/consent/useConsent'

// The banner's code and strings are fetched only for visitors who have not chosen yet.
const ConsentBanner = dynamic(() => import('./ConsentBanner').then((mod) => mod.ConsentBanner), {
  ssr: false,
})

/**
 * Mounted by the site shell on every page. Renders nothing on the server and while hydrating;
 * then reads the consent cookie and shows the banner when there is no choice (under the current
 * policy version).
 */
export function ConsentBannerLoader() {
  const { isKnown, choice } = useConsent()
  return isKnown && choice === null ? <ConsentBanner /> : null
}
