/**
 * Where a sign-in may lead back to: only this site. A path (`/en/admin`) is taken as it is; an
 * absolute URL only when its origin is the site's own; anything else (another host,
 * `//evil.example`, `/\evil.example`, `javascript:`) gives `fallback`. The result is a path.
 */
export function safeCallbackPath(
  value: unknown,
  siteOrigin: string,
  fallback: string = '/',
): string {
  if (typeof value !== 'string' || value === '' || value.length > 2048) return fallback
  // Browsers read `\` as `/` and ignore tabs and newlines inside URLs: `/\host` and `/\t/host`
  // are other hosts. Such a value is never a path we make ourselves.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback
  let url: URL
  try {
    url = new URL(value, siteOrigin)
  } catch {
    return fallback
  }
  if (url.origin !== new URL(siteOrigin).origin) return fallback
  return `${url.pathname}${url.search}${url.hash}`
}
