/**
 * The host a reseller's website link leads to, for its accessible name and visible text
 * (`https://www.sabai-mart.example/shop` → `sabai-mart.example`); null when the address is not
 * an http(s) URL, which is then not linked at all.
 */
export function websiteHost(website: string | null | undefined): string | null {
  if (!website) return null
  let url: URL
  try {
    url = new URL(website)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  return url.hostname.replace(/^www\./, '')
}
