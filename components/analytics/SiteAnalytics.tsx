import { useEffect } from 'react'

let hasLoaded = false

/**
 * Starts the analytics client when the visitor allows analytics and stops it when they
 * withdraw. Its code (and web-vitals) is fetched only on the first allowed render; a visitor who
 * has not allowed analytics never downloads it. Renders nothing. It is not stopped on unmount:
 * the site shell is mounted again on every navigation, and the client counts across them.
 */
export function SiteAnalytics({ isAllowed }: { isAllowed: boolean }) {
  useEffect(() => {
    if (!isAllowed && !hasLoaded) return
    hasLoaded = true
    void import('@/lib/analytics/client').then(({ startAnalytics, stopAnalytics }) =>
      isAllowed ? startAnalytics() : stopAnalytics(),
    )
  }, [isAllowed])
  return null
}
