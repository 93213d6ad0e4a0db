import { createContext, useContext, useEffect, useState } from 'react'

/**
 * Whether the page is being hydrated: set by the hydration entry (timeSlicedHydration.ts) just
 * before React hydrates the server's HTML, and cleared once the first commit is done
 * (`useHydrationEnd` in `_app`). Anything rendered outside hydration (a client-side navigation,
 * a test) renders normally.
 */
let isHydrating = false

export function startHydration(): void {
  isHydrating = true
}

/** Called once in `_app`: the effects of the first commit run after hydration. */
export function useHydrationEnd(): void {
  useEffect(() => {
    isHydrating = false
  }, [])
}

/**
 * The props of the page on screen, from `_app`: server HTML kept at hydration stays only while
 * the page it was rendered for is shown. A client-side navigation brings new props (even to the
 * same route, another product), and content kept from the server is then rendered anew.
 */
export const PagePropsContext = createContext<unknown>(undefined)

/**
 * True while this element shows HTML the server rendered for the page on screen, which the
 * browser keeps instead of hydrating. Latched: once rendered in the browser, it stays so.
 */
export function useKeepsServerHtml(): boolean {
  const pageProps = useContext(PagePropsContext)
  const [serverPage, setServerPage] = useState<unknown>(() => (isHydrating ? pageProps : undefined))
  const keeps = serverPage !== undefined && serverPage === pageProps
  if (serverPage !== undefined && !keeps) setServerPage(undefined)
  return keeps
}
