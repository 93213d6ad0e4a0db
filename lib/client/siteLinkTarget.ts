import { isLang } from '@/lib/i18n/lang'

/**
 * The address a click on a plain link should open by client-side navigation, as next/link would:
 * a page of the site (under a language) in the same tab, clicked without a modifier key. Null
 * leaves the click to the browser: another site, a file or API route, a new tab, a download, a
 * fragment of the page on screen.
 */
export function siteLinkTarget(
  event: Pick<MouseEvent, 'target' | 'button' | 'defaultPrevented'> &
    Partial<Pick<MouseEvent, 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>>,
): string | null {
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const anchor = (event.target as Element | null)?.closest?.('a[href]')
  if (!(anchor instanceof HTMLAnchorElement)) return null
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin) return null
  const here = window.location
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null
  if (!isLang(url.pathname.split('/')[1])) return null
  return `${url.pathname}${url.search}${url.hash}`
}
