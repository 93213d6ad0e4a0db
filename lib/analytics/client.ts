/*
 * The browser's side of the site's analytics, loaded (dynamic import) only once the visitor has
 * allowed analytics and the page is idle (components/consent/ConsentBannerLoader.tsx). It sets
 * no cookie and keeps nothing in storage: it sends the page's path (no query, no fragment), the
 * referrer of the first page, and the page's LCP, INP and CLS (web-vitals) with sendBeacon.
 */

import Router from 'next/router'
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals'
import { STATIC_ROUTES } from '@/lib/routes'
import type { BeaconEvent } from './collectEvents'
import { MAX_BEACON_EVENTS } from './collectEvents'
import { isPrivatePage } from './privatePages'

let isStarted = false
let isOn = false
const queue: BeaconEvent[] = []
let isSendScheduled = false

function send(): void {
  isSendScheduled = false
  // Browsers without beacons (very old ones) are not counted.
  if (typeof navigator.sendBeacon !== 'function') return void (queue.length = 0)
  while (queue.length > 0) {
    const events = queue.splice(0, MAX_BEACON_EVENTS)
    // A string goes as text/plain: no preflight, and the route takes it as JSON.
    navigator.sendBeacon(STATIC_ROUTES.collectApi, JSON.stringify({ events }))
  }
}

/** Sends what waits when the browser is next idle (a second later where it cannot say). */
function sendWhenIdle(): void {
  if (isSendScheduled) return
  isSendScheduled = true
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(send, { timeout: 5000 })
  } else {
    setTimeout(send, 1000)
  }
}

// The 404 and 500 pages are not pages of the site, and signing in (which has the site's shell,
// so its cookie banner) is not read by visitors: the route would refuse their addresses.
const ERROR_PAGES: string[] = [STATIC_ROUTES.notFound, STATIC_ROUTES.serverError, '/_error']
const isUncounted = () => ERROR_PAGES.includes(Router.pathname) || isPrivatePage(Router.pathname)

function pageView(referrer?: string): void {
  if (!isOn || isUncounted()) return
  const event: BeaconEvent = { type: 'pageview', path: window.location.pathname }
  if (referrer) event.referrer = referrer.slice(0, 1024)
  queue.push(event)
  sendWhenIdle()
}

/**
 * Starts counting (page views on this page and each client-side navigation, and this page's
 * vitals), or resumes after `stopAnalytics`. Safe to call on every render.
 */
export function startAnalytics(): void {
  isOn = true
  if (isStarted) return
  isStarted = true
  pageView(document.referrer)
  Router.events.on('routeChangeComplete', (_url: string, { shallow }: { shallow: boolean }) => {
    // A shallow change is the same page with another filter: not a new page view.
    if (!shallow) pageView()
  })

  // The vitals belong to the page the visitor landed on (the document), as in Chrome's field
  // data; web-vitals reports each when the page is hidden or left.
  const landingPath = window.location.pathname
  const isLandingCounted = !isUncounted()
  const report = (metric: Metric) => {
    if (
      !isOn ||
      !isLandingCounted ||
      (metric.name !== 'LCP' && metric.name !== 'INP' && metric.name !== 'CLS')
    )
      return
    queue.push({ type: 'vital', path: landingPath, metric: metric.name, value: metric.value })
    // Reported as the page is hidden or left: sent now, while a beacon still can be.
    if (document.visibilityState === 'hidden') send()
  }
  onLCP(report)
  onINP(report)
  onCLS(report)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send()
  })
  window.addEventListener('pagehide', send)
}

/** The visitor withdrew consent: nothing more is sent, and what waits is dropped. */
export function stopAnalytics(): void {
  isOn = false
  queue.length = 0
}
