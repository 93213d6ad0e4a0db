import { createContext, useContext, useState, useSyncExternalStore } from 'react'
import { lacksStaticContentProps } from '@/lib/page/staticContentProps'

/**
 * The props of the page on screen, from `_app`: server HTML kept at hydration stays only while
 * the page it was rendered for is shown. A client-side navigation brings new props (even to the
 * same route, another product), and content kept from the server is then rendered anew.
 */
export const PagePropsContext = createContext<unknown>(undefined)

const subscribeToNothing = () => () => {}

/**
 * True while this element shows HTML the server rendered for the page on screen, which the
 * browser keeps instead of hydrating. React itself says when it is hydrating: it reads a store's
 * server snapshot then, and the browser's in any render of its own (a client-side navigation, a
 * recovery from a hydration error, a test). Latched: once rendered in the browser, it stays so.
 */
export function useKeepsServerHtml(): boolean {
  const pageProps = useContext(PagePropsContext)
  const isHydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  )
  const [serverPage, setServerPage] = useState<unknown>(() => (isHydrating ? pageProps : undefined))
  // Props from the page's HTML without its static content's (lib/page/staticContentProps) could
  // not draw it again: the server's HTML is all there is.
  const keeps =
    (serverPage !== undefined && serverPage === pageProps) || lacksStaticContentProps(pageProps)
  if (serverPage !== undefined && !keeps) setServerPage(undefined)
  return keeps
}
