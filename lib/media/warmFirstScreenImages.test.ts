/** @jest-environment node */
import { firstScreenImageUrls, warmFirstScreenImages } from './warmFirstScreenImages'

const HERO =
  '<img alt="hero" fetchPriority="high" loading="eager" src="/api/cms-image/a.webp?w=1440&amp;h=400" ' +
  'srcSet="/api/cms-image/a.webp?w=640&amp;h=178 640w, /api/cms-image/a.webp?w=1080&amp;h=300 1080w">'
const LAZY = '<img alt="card" loading="lazy" src="/api/cms-image/b.webp?w=400">'
const FOREIGN = '<img alt="x" fetchpriority="high" src="https://cdn.example.com/c.webp">'

describe('warming the first screen’s pictures', () => {
  it('reads src and every srcset candidate of the high-priority pictures only', () => {
    expect(firstScreenImageUrls(`<main>${HERO}${LAZY}</main>`)).toEqual([
      '/api/cms-image/a.webp?w=1440&h=400',
      '/api/cms-image/a.webp?w=640&h=178',
      '/api/cms-image/a.webp?w=1080&h=300',
    ])
  })

  it('asks for each of the site’s own variants once, one at a time', async () => {
    const asked: string[] = []
    let inFlight = 0
    const fetchImpl = (async (input: URL) => {
      inFlight += 1
      expect(inFlight).toBe(1)
      asked.push(input.pathname + input.search)
      await new Promise((resolve) => setTimeout(resolve, 1))
      inFlight -= 1
      const body = input.pathname.startsWith('/th/') ? `${HERO}${FOREIGN}` : 'image'
      return new Response(body, { status: input.pathname === '/th/missing' ? 404 : 200 })
    }) as unknown as typeof fetch
    const count = await warmFirstScreenImages(
      'http://127.0.0.1:3000',
      ['/th/home', '/th/missing', '/th/about'],
      fetchImpl,
    )
    expect(count).toBe(3)
    expect(asked).toEqual([
      '/th/home',
      '/api/cms-image/a.webp?w=1440&h=400',
      '/api/cms-image/a.webp?w=640&h=178',
      '/api/cms-image/a.webp?w=1080&h=300',
      '/th/missing',
      '/th/about',
    ])
  })
})
