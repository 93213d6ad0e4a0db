import { isLang } from '@/lib/i18n/lang'

type ClickLike = Pick<
  MouseEvent,
  'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'
>

/**
 * A click the browser should handle itself, as next/link leaves it: another button, a modifier
 * key (new tab or window, download), or one a handler already took.
 */
export function isBrowsersOwnClick(event: ClickLike): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
}

/** A link for another tab or window, or a download: the browser opens it, not the router. */
export function opensElsewhere(anchor: HTMLAnchorElement): boolean {
  return (anchor.target !== '' && anchor.target !== '_self') || anchor.hasAttribute('download')
}

/**
 * The address of the link at `target` (or around it) when it is a page of the site that Next's
 * router can open in this tab: same origin, under a language, not for another tab, not a
 * download, not a fragment of the page on screen. Null leaves it to the browser: another site,
 * a file or API route, the Studio.
 */
export function sitePageOfLink(target: EventTarget | null): string | null {
  const anchor = (target as Element | null)?.closest?.('a[href]')
  if (!(anchor instanceof HTMLAnchorElement)) return null
  if (opensElsewhere(anchor)) return null
  const here = window.location
  const url = new URL(anchor.href, here.href)
  if (url.origin !== here.origin) return null
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null
  if (!isLang(url.pathname.split('/')[1])) return null
  return `${url.pathname}${url.search}${url.hash}`
}
