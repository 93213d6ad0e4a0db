import NextLink from 'next/link'
import type { ComponentProps } from 'react'

/**
 * The site's internal link: Next's client-side navigation, with the target's code and data
 * fetched when a visitor points at or touches the link, not for every link that scrolls into
 * view. A page shows dozens of links (menus, cards, the footer); prefetching them all competed
 * with the page's own loading on a phone and parsed the data of pages nobody opened.
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />
}
