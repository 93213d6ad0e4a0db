/**
 * The security headers of every response. next.config.ts sends them with every route (static,
 * decided at build time, so public pages cost nothing per request); the proxy adds them to its
 * redirects, which next.config's headers do not reach; admin pages replace the policy with one
 * that names run-time origins. No import aliases: next.config.ts loads this file.
 */
import {
  previewPolicy,
  publicPolicy,
  studioPolicy,
  type PolicyOptions,
} from './contentSecurityPolicy'

export interface HeaderEntry {
  key: string
  value: string
}

/** The Content-Security-Policy header's name. */
export const CSP_HEADER = 'Content-Security-Policy'

// Powerful features no page uses (the contact page's maps are pictures, not geolocation).
// clipboard-write stays allowed: the share buttons copy the page's link. Only features Chromium
// knows are listed: it warns about every name it does not.
const DENIED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'interest-cohort',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]

/** Every header but the policy, the same on every response. */
export const FIXED_SECURITY_HEADERS: readonly HeaderEntry[] = [
  // Browsers ignore it on http://localhost, so development and the tests are unaffected.
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
  },
  // For browsers that predate the policy's frame-ancestors.
  { key: 'X-Frame-Options', value: 'DENY' },
  // No other site's window keeps a handle on ours (sign-in is a redirect, never a popup).
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  // Other sites cannot embed our responses (pictures, files, JSON); the site itself, and any
  // subdomain of it, can.
  { key: 'Cross-Origin-Resource-Policy', value: 'same-site' },
]

/**
 * The headers of a response with this Content-Security-Policy. `next dev` goes without nosniff:
 * it serves one of its scripts (`_clientMiddlewareManifest.js`) as application/json.
 */
export function securityHeaders(
  contentSecurityPolicy: string,
  isDevelopment = false,
): HeaderEntry[] {
  const fixed = isDevelopment
    ? FIXED_SECURITY_HEADERS.filter(({ key }) => key !== 'X-Content-Type-Options')
    : FIXED_SECURITY_HEADERS
  return [{ key: CSP_HEADER, value: contentSecurityPolicy }, ...fixed]
}

export interface HeaderRoute {
  source: string
  locale?: false
  /** Only requests carrying this cookie (Next's `has` condition). */
  has?: { type: 'cookie'; key: string }[]
  headers: HeaderEntry[]
}

/**
 * The cookie Next's preview mode sets (res.setPreviewData): only an editor who opened a
 * preview link, or the Studio's Presentation tool, carries it.
 */
export const PREVIEW_COOKIE = '__prerender_bypass'

export interface HeaderRouteOptions extends PolicyOptions {
  /** The Sanity project of the embedded Studio. */
  studioProjectId: string
}

/**
 * next.config.ts's `headers()`: every path gets the public policy, then a preview's pages the
 * preview's (the Studio may frame them), then the Studio's paths the Studio's (when two entries
 * set one header, Next keeps the later). With
 * `locale: false` the source is matched against the path as Next's router sees it: files and
 * `/_next/` as requested, and an un-prefixed page with the pseudo locale (`/default/studio`).
 */
export function headerRoutes({ studioProjectId, ...options }: HeaderRouteOptions): HeaderRoute[] {
  const studio = studioPolicy({ ...options, projectId: studioProjectId })
  return [
    {
      source: '/:path*',
      locale: false,
      headers: securityHeaders(publicPolicy(options), options.isDevelopment),
    },
    // The Presentation tool shows the site in a frame of the Studio (/studio, this origin), in
    // preview mode: only then may the site be framed, and only by its own origin. Visitors,
    // who never carry the preview cookie, keep frame-ancestors 'none' and DENY.
    {
      source: '/:path*',
      locale: false,
      has: [{ type: 'cookie', key: PREVIEW_COOKIE }],
      headers: [
        { key: CSP_HEADER, value: previewPolicy(options) },
        { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
      ],
    },
    {
      source: '/:lang(default|th|en)?/studio/:tool*',
      locale: false,
      headers: [{ key: CSP_HEADER, value: studio }],
    },
  ]
}

/**
 * Whether this is `next dev`: Next fixes NODE_ENV for the server it builds (a build setting,
 * not run-time configuration).
 */
export const isDevelopmentBuild = process.env.NODE_ENV === 'development'
