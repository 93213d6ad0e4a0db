import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime'
import {
  createElement,
  useContext,
  type ComponentPropsWithoutRef,
  type ElementType,
  type MouseEvent,
  type ReactNode,
} from 'react'
import { useKeepsServerHtml } from '@/lib/client/serverHtml'
import { isBrowsersOwnClick, sitePageOfLink } from '@/lib/client/siteLinks'
import { STATIC_HTML_ATTRIBUTE } from '@/lib/typography/staticHtmlAttribute'
import { InStaticHtml } from './staticHtmlContext'

type StaticHtmlProps<T extends ElementType> = {
  /** The element that holds the content (`div` by default); it is the page's own element. */
  as?: T
  children?: ReactNode
} & Omit<ComponentPropsWithoutRef<T>, 'as' | 'children' | 'dangerouslySetInnerHTML'>

/**
 * Content that never changes after the server rendered it — text, pictures, links — kept in the
 * browser as the server's HTML instead of being hydrated: React takes over the element itself
 * but none of its content, which costs the page's first load nothing. Nothing inside may be
 * operable but links: the element follows a click on a link to another page of the site with
 * Next's client-side navigation, and fetches the page's code when a pointer comes near, as the
 * site's `Link` does. After a client-side navigation the content renders as any other.
 * No next/head inside either: Next removes the head tags of a component the browser does not render.
 */
export function StaticHtml<T extends ElementType = 'div'>({
  as,
  children,
  ...props
}: StaticHtmlProps<T>) {
  const keepsServerHtml = useKeepsServerHtml()
  const router = useContext(RouterContext)
  const tag: ElementType = as ?? 'div'
  // Marks the element whose HTML the server may reshape after rendering (pages/_document.tsx):
  // on both sides, so hydration finds the same attributes.
  const marked = { ...props, [STATIC_HTML_ATTRIBUTE]: '' }
  if (!keepsServerHtml || typeof window === 'undefined') {
    // Inside, server-only work may shape the text (KeepWhole): the browser keeps this HTML.
    return createElement(
      tag,
      { ...marked, key: 'rendered' },
      createElement(InStaticHtml.Provider, { value: true }, children),
    )
  }
  const onClick = (event: MouseEvent) => {
    const page = isBrowsersOwnClick(event) ? null : sitePageOfLink(event.target)
    if (!page || !router) return
    event.preventDefault()
    void router.push(page, undefined, { locale: false })
  }
  const onPointerOver = (event: MouseEvent) => {
    const page = sitePageOfLink(event.target)
    if (page) void router?.prefetch(page, undefined, { locale: false })
  }
  return createElement(tag, {
    ...marked,
    key: 'server',
    // React keeps an element's existing content when told its HTML is set: the server's stays.
    dangerouslySetInnerHTML: { __html: '' },
    suppressHydrationWarning: true,
    onClick,
    onPointerOver,
  })
}
