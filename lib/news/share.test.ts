import { shareLinks } from './share'

describe('shareLinks', () => {
  const url = 'https://www.example.co.th/th/news/new-ready-meal-line?x=1&y=2'
  const title = 'เปิดสายการผลิตใหม่ & more'
  const links = Object.fromEntries(shareLinks(url, title).map((link) => [link.network, link]))
  const encoded = encodeURIComponent(url)

  it('links every network to its own share page with the encoded canonical URL', () => {
    expect(Object.keys(links)).toEqual(['facebook', 'x', 'line', 'linkedin', 'email'])
    expect(links.facebook!.href).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`)
    expect(links.x!.href).toBe(
      `https://x.com/intent/post?url=${encoded}&text=${encodeURIComponent(title)}`,
    )
    expect(links.line!.href).toBe(`https://social-plugins.line.me/lineit/share?url=${encoded}`)
    expect(links.linkedin!.href).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
    )
  })

  it('keeps the URL whole: its own & and ? cannot leak into the share query', () => {
    for (const { href, network } of shareLinks(url, title)) {
      if (network === 'email') continue
      const shared = new URL(href).searchParams.get(network === 'facebook' ? 'u' : 'url')
      expect(shared).toBe(url)
    }
  })

  it('e-mail: a mailto link with the title as subject and the address in the body', () => {
    expect(links.email!.isExternal).toBe(false)
    expect(links.email!.href.startsWith('mailto:?subject=')).toBe(true)
    const params = new URLSearchParams(links.email!.href.slice('mailto:?'.length))
    expect(params.get('subject')).toBe(title)
    expect(params.get('body')).toBe(`${title}\n\n${url}`)
  })
})
