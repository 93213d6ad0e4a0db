/**
 * The first screen's pictures (`fetchpriority="high"`) of the given pages, asked of the image
 * route once the server is up, so that their variants are encoded and on disk before the first
 * visitor asks: a cache miss re-encodes a picture with sharp, and that picture is the page's
 * largest paint. One request at a time, so the warm-up never crowds out visitors.
 */

// React writes the attributes as named in JSX (`fetchPriority`, `srcSet`); HTML ignores case.
const PRIORITY_IMAGE = /<img\b[^>]*\bfetchpriority="high"[^>]*>/gi
const ATTRIBUTE = (name: string) => new RegExp(`\\b${name}="([^"]*)"`, 'i')

/** The addresses of a page's first-screen pictures: `src` and every `srcset` candidate. */
export function firstScreenImageUrls(html: string): string[] {
  const urls = new Set<string>()
  for (const [tag] of html.matchAll(PRIORITY_IMAGE)) {
    const src = tag.match(ATTRIBUTE('src'))?.[1]
    const srcSet = tag.match(ATTRIBUTE('srcset'))?.[1]
    if (src) urls.add(src)
    for (const candidate of srcSet?.split(',') ?? []) {
      const url = candidate.trim().split(/\s+/)[0]
      if (url) urls.add(url)
    }
  }
  return [...urls].map((url) => url.replaceAll('&amp;', '&'))
}

/** Warms the first-screen pictures of `paths` on `origin`; the number of variants asked for. */
export async function warmFirstScreenImages(
  origin: string,
  paths: readonly string[],
  fetchImpl: typeof fetch = fetch,
): Promise<number> {
  const asked = new Set<string>()
  for (const path of paths) {
    const page = await fetchImpl(new URL(path, origin))
    if (!page.ok) continue
    for (const url of firstScreenImageUrls(await page.text())) {
      const address = new URL(url, origin)
      if (address.origin !== origin || asked.has(address.href)) continue
      asked.add(address.href)
      await (await fetchImpl(address)).arrayBuffer()
    }
  }
  return asked.size
}
