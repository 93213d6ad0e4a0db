import type { GetStaticPropsResult } from 'next'

/**
 * Props only a page's static content reads (components/common/StaticHtml): the browser keeps
 * the server's HTML of that content and never renders it from these props while the page it
 * was rendered for is shown, so the HTML's __NEXT_DATA__ leaves them out (pages/_document.tsx);
 * a client-side navigation reads the page's data file, which has them all. The home page's
 * products, news and tiles were a fifth of its HTML twice over: once drawn, once as data.
 */

/** Where a page lists those props, beside them. */
const LISTED = 'staticContentProps'
/** Set on the props written into the HTML when some were left out. */
const LEFT_OUT = 'staticContentPropsLeftOut'

/** `getStaticProps`'s result with `keys` listed as read only by static content. */
export function withStaticContentProps<P extends object>(
  result: GetStaticPropsResult<P>,
  keys: readonly (keyof P & string)[],
): GetStaticPropsResult<P> {
  if (!('props' in result)) return result
  return { ...result, props: { ...result.props, [LISTED]: keys } }
}

/** The page props to write into the HTML: without the listed ones, marked as such. */
export function pagePropsForHtml(pageProps: unknown): unknown {
  if (pageProps === null || typeof pageProps !== 'object') return pageProps
  const listed = (pageProps as Record<string, unknown>)[LISTED]
  if (!Array.isArray(listed)) return pageProps
  const kept: Record<string, unknown> = { [LEFT_OUT]: true }
  for (const [key, value] of Object.entries(pageProps)) {
    if (key !== LISTED && !listed.includes(key)) kept[key] = value
  }
  return kept
}

/** True for props read from a page's HTML whose static content's props were left out. */
export function lacksStaticContentProps(pageProps: unknown): boolean {
  return (
    pageProps !== null &&
    typeof pageProps === 'object' &&
    (pageProps as Record<string, unknown>)[LEFT_OUT] === true
  )
}
