// Share links as plain addresses of each network's share page: no SDK, no remote script, and
// nothing is sent anywhere until the reader follows one.

export const SHARE_NETWORKS = ['facebook', 'x', 'line', 'linkedin', 'email'] as const
export type ShareNetwork = (typeof SHARE_NETWORKS)[number]

export interface ShareLink {
  network: ShareNetwork
  href: string
  /** Opens the network's page (a new tab); e-mail opens the reader's mail program instead. */
  isExternal: boolean
}

/** The share link of every network for a page's canonical `url` and its `title`. */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url)
  const text = encodeURIComponent(title)
  const hrefs: Record<ShareNetwork, string> = {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    x: `https://x.com/intent/post?url=${u}&text=${text}`,
    line: `https://social-plugins.line.me/lineit/share?url=${u}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    email: `mailto:?subject=${text}&body=${encodeURIComponent(`${title}\n\n${url}`)}`,
  }
  return SHARE_NETWORKS.map((network) => ({
    network,
    href: hrefs[network],
    isExternal: network !== 'email',
  }))
}
