/**
 * The site's Content-Security-Policies, built in one place: next.config.ts sends the public and
 * Studio policies as static headers (fixed at build time), and the admin console's pages send
 * their own at run time, with origins only the server's environment knows. No import aliases:
 * next.config.ts loads this file.
 */

/** Directive name → its sources, in the order they are written. */
export type Directives = Readonly<Record<string, readonly string[]>>

export interface PolicyOptions {
  /**
   * `next dev`, which needs eval (React Refresh) and an inline script whose text changes with
   * every hot update. Never true in a production build.
   */
  isDevelopment: boolean
  /**
   * sha256 (base64) of the only inline scripts pages may run: React's, for outlined Suspense
   * boundaries, and the page-script loader (lib/security/documentInlineScripts.ts).
   */
  inlineScriptHashes: readonly string[]
}

export interface AdminPolicyOptions extends PolicyOptions {
  /** Base address of the creature-data service the playground calls from the browser. */
  creatureApiUrl: string
}

export interface StudioPolicyOptions extends PolicyOptions {
  /** The Sanity project the embedded Studio reads and writes. */
  projectId: string
}

/**
 * Where PokeAPI's answers point their pictures: the playground shows the picture the creature
 * service names, and the real service names files of this repository.
 */
export const CREATURE_PICTURE_SOURCE = 'https://raw.githubusercontent.com/PokeAPI/sprites/'

/** Where a configured Sanity project's images come from (SANITY_PROJECT_ID, read at run time). */
export const SANITY_IMAGE_SOURCE = 'https://cdn.sanity.io/images/'

const PUBLIC_DIRECTIVES: Directives = {
  'default-src': ["'self'"],
  // No inline script but React's and the page-script loader, allowed by hash (see publicDirectives): __NEXT_DATA__ and
  // JSON-LD are data blocks (application/json, application/ld+json), which script-src does not
  // govern.
  'script-src': ["'self'"],
  // Emotion (Chakra's styling) writes <style> elements while the page runs, and SiteImage puts
  // its blur placeholder in a style attribute; neither can carry a nonce on a cached ISR page.
  'style-src': ["'self'", "'unsafe-inline'"],
  // data: for the blurred placeholders, blob: for pictures made in the browser. Content images
  // are this site's /api/cms-image, or Sanity's image CDN when a project is configured: that is
  // run-time configuration, and these headers are fixed at build time.
  'img-src': ["'self'", 'data:', 'blob:', SANITY_IMAGE_SOURCE],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  // Sign-in posts no form (next-auth fetches, then sets location), so 'self' suffices.
  'form-action': ["'self'"],
  // Nothing frames a visitor's page; the Studio's Presentation tool frames previews only
  // (previewDirectives).
  'frame-ancestors': ["'none'"],
  // No upgrade-insecure-requests: the site also runs on http://localhost, where it would send
  // every asset to https:// and break the page.
}

/** Writes directives as a header value. */
export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')
}

/** Adds sources to directives (without repeating one), leaving the given object untouched. */
export function extendDirectives(base: Directives, extra: Directives): Directives {
  const result: Record<string, readonly string[]> = { ...base }
  for (const [name, sources] of Object.entries(extra)) {
    result[name] = [...new Set([...(result[name] ?? []), ...sources])]
  }
  return result
}

/** Every public page, API route, asset and redirect. */
export function publicDirectives({ isDevelopment, inlineScriptHashes }: PolicyOptions): Directives {
  // A hash in the list would make browsers ignore 'unsafe-inline', so development lists none.
  const scripts = isDevelopment
    ? ["'unsafe-inline'", "'unsafe-eval'"]
    : inlineScriptHashes.map((hash) => `'sha256-${hash}'`)
  return extendDirectives(PUBLIC_DIRECTIVES, { 'script-src': scripts })
}

/**
 * The admin console: the playground fetches the creature service from the browser and shows
 * the picture its answer names.
 */
export function adminDirectives(options: AdminPolicyOptions): Directives {
  const creatureOrigin = new URL(options.creatureApiUrl).origin
  return extendDirectives(publicDirectives(options), {
    'connect-src': [creatureOrigin],
    'img-src': [creatureOrigin, CREATURE_PICTURE_SOURCE],
  })
}

/**
 * The embedded Sanity Studio at /studio only, as observed in Chromium with the Studio signed in
 * to a stand-in for Sanity's API: it talks to its project's API over HTTPS and a WebSocket,
 * sends feedback to Sanity's global API, asks Sanity's module CDN for newer Studio versions,
 * and next-sanity adds Sanity's bridge script. Nothing needed eval, a worker or another image
 * host.
 */
export function studioDirectives(options: StudioPolicyOptions): Directives {
  const project = `${options.projectId}.api.sanity.io`
  return extendDirectives(publicDirectives(options), {
    // The bridge is an ES module and may import its own files from the same host.
    'script-src': ['https://core.sanity-cdn.com'],
    'connect-src': [
      `https://${project}`,
      `wss://${project}`,
      'https://api.sanity.io',
      'https://sanity-cdn.com/v1/modules/',
    ],
  })
}

/**
 * A page in preview mode (an editor's): the public policy, but the Studio at /studio on this
 * origin may frame it (the Presentation tool). Not extendDirectives: 'none' must go, not gain
 * a neighbour.
 */
export function previewDirectives(options: PolicyOptions): Directives {
  return { ...publicDirectives(options), 'frame-ancestors': ["'self'"] }
}

export const publicPolicy = (options: PolicyOptions) => serializePolicy(publicDirectives(options))
export const previewPolicy = (options: PolicyOptions) => serializePolicy(previewDirectives(options))
export const adminPolicy = (options: AdminPolicyOptions) =>
  serializePolicy(adminDirectives(options))
export const studioPolicy = (options: StudioPolicyOptions) =>
  serializePolicy(studioDirectives(options))
