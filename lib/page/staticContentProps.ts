import type { GetStaticProps } from 'next'
import type { Namespace } from '@/lib/i18n/keys'

/**
 * Props only a page's static content reads (components/common/StaticHtml): the browser keeps
 * the server's HTML of that content and never renders it from these props while the page it
 * was rendered for is shown, so the HTML's __NEXT_DATA__ leaves them out (pages/_document.tsx);
 * a client-side navigation reads the page's data file, which has them all. The home page's
 * products, news and tiles were a fifth of its HTML twice over: once drawn, once as data.
 */

/** Where a page lists those props, beside them. */
const LISTED = 'staticContentProps'
/** Where it lists the interface strings' namespaces only its static content reads. */
const LISTED_NAMESPACES = 'staticContentNamespaces'
/** Set on the props written into the HTML when some were left out. */
const LEFT_OUT = 'staticContentPropsLeftOut'
/** The interface strings in the page's props (`serverSideTranslations`), by language. */
const TRANSLATIONS = '_nextI18Next'

/**
 * `getProps` with `keys` listed as read only by static content, and the `namespaces` of
 * interface strings only it reads (the press room's press kit and alert form: a tenth of its
 * HTML). A 404 or a redirect has no props to list.
 */
export function withStaticContentProps<P extends object>(
  getProps: GetStaticProps<P>,
  keys: readonly (keyof P & string)[],
  namespaces: readonly Namespace[] = [],
): GetStaticProps<P> {
  return async (context) => {
    const result = await getProps(context)
    if (!('props' in result)) return result
    return {
      ...result,
      props: { ...result.props, [LISTED]: keys, [LISTED_NAMESPACES]: namespaces },
    }
  }
}

type Translations = { initialI18nStore?: Record<string, Record<string, unknown>> }

/** The page's interface strings without `namespaces`, in every language they hold. */
function withoutNamespaces(translations: unknown, namespaces: unknown[]): unknown {
  const store = (translations as Translations | null)?.initialI18nStore
  if (!store || namespaces.length === 0) return translations
  const kept = Object.fromEntries(
    Object.entries(store).map(([lang, strings]) => [
      lang,
      Object.fromEntries(Object.entries(strings).filter(([ns]) => !namespaces.includes(ns))),
    ]),
  )
  return { ...(translations as Translations), initialI18nStore: kept }
}

/** The page props to write into the HTML: without the listed ones, marked as such. */
export function pagePropsForHtml(pageProps: unknown): unknown {
  if (pageProps === null || typeof pageProps !== 'object') return pageProps
  const props = pageProps as Record<string, unknown>
  const listed = props[LISTED]
  if (!Array.isArray(listed)) return pageProps
  const namespaces = Array.isArray(props[LISTED_NAMESPACES]) ? props[LISTED_NAMESPACES] : []
  const kept: Record<string, unknown> = { [LEFT_OUT]: true }
  for (const [key, value] of Object.entries(props)) {
    if (key === LISTED || key === LISTED_NAMESPACES || listed.includes(key)) continue
    kept[key] = key === TRANSLATIONS ? withoutNamespaces(value, namespaces) : value
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
