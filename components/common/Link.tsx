import type { NextRouter } from 'next/router'
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime'
import { useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react'
import { isBrowsersOwnClick, opensElsewhere } from '@/lib/client/siteLinks'
import { isLang, type Lang } from '@/lib/i18n/lang'
import { localHref, withQuery, type RouteQuery } from '@/lib/routes'

/** A language-free address: a path, or a path and its query (a list's selection). */
export type Href = string | { pathname: string; query?: RouteQuery }

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: Href
  /** The address the browser shows, when Next is to load another route (`href`) for it. */
  as?: Href
  /** Another language than the page's (the language switch). */
  locale?: Lang
  shallow?: boolean
  /** Scroll to the top after navigating (true unless said otherwise). */
  scroll?: boolean
  replace?: boolean
}

const addressOf = (href: Href) =>
  typeof href === 'string' ? href : withQuery(href.pathname, href.query)

const isSitePath = (address: string) => address.startsWith('/') && !address.startsWith('//')

/** A click the browser handles itself: a modifier key, a new tab or window, a download. */
const isBrowsersOwn = (event: MouseEvent<HTMLAnchorElement>) =>
  isBrowsersOwnClick(event) || opensElsewhere(event.currentTarget)

function prefetch(router: NextRouter | null, href: Href, as: Href | undefined, locale?: Lang) {
  router?.prefetch(addressOf(href), addressOf(as ?? href), { locale, priority: true }).catch(() => {
    // A prefetch that fails costs nothing: the click loads the page.
  })
}

/**
 * The site's internal link: an `<a>` whose address carries the page's language, opened with
 * Next's client-side navigation (`router.push`, as next/link does), its page's code and data
 * fetched when a visitor points at or touches it — not for every link that scrolls into view,
 * which competed with the page's own loading on a phone. Our own rather than next/link: the
 * router does the work, and next/link's viewport prefetching, ref merging and domain locales
 * were 2 KiB gzip of every page that the site never uses. Other addresses (`tel:`, `mailto:`,
 * another site) are plain links.
 */
export function Link({
  href,
  as,
  locale,
  shallow,
  scroll = true,
  replace = false,
  onClick,
  onMouseEnter,
  onTouchStart,
  ...anchor
}: LinkProps) {
  const router = useContext(RouterContext)
  const shown = addressOf(as ?? href)
  // As next/link: the language asked for, else the page's (the pseudo locale adds none).
  const lang = locale ?? router?.locale
  if (!isSitePath(shown)) {
    return (
      <a
        {...anchor}
        href={shown}
        onClick={onClick}
        onMouseEnter={onMouseEnter}
        onTouchStart={onTouchStart}
      />
    )
  }
  return (
    <a
      {...anchor}
      href={isLang(lang) ? localHref(lang, shown) : shown}
      onClick={(event) => {
        onClick?.(event)
        if (isBrowsersOwn(event) || !router) return
        event.preventDefault()
        void router[replace ? 'replace' : 'push'](href, as, { shallow, locale, scroll })
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event)
        prefetch(router, href, as, locale)
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event)
        prefetch(router, href, as, locale)
      }}
    />
  )
}
