/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { firstScreenOf } from '../../firstScreen'
import { floorProps } from './firstScreens.mjs'
import ImageFloor from './image/pages/[...page].jsx'
import firstScreenImage from './image/pages/api/first-screen-image/[...page].js'
import TextFloor from './text/pages/[...page].jsx'

// The floor pages as the bench serves them: the first screens it wrote (bench/site/floors.ts),
// read from FIRST_SCREENS_FILE at each request, each painted alone at the page's own path.

const PACK_BYTES = Buffer.from('RIFF-pack-webp')

const screens = [
  firstScreenOf('/th/products/bbq-pork-buns', {
    kind: 'image',
    url: 'http://127.0.0.1:40001/api/cms-image/pack.webp?w=750',
    alt: 'BBQ pork buns',
    width: 380,
    height: 380,
    contentType: 'image/webp',
    bytes: PACK_BYTES.length,
  }),
  firstScreenOf('/en/investors/dividend', {
    kind: 'text',
    text: 'Every dividend we have paid.',
    lang: 'en',
    width: 380,
    font: {
      family: '"Noto Sans Thai Variable", sans-serif',
      size: '16px',
      weight: '400',
      lineHeight: '27.2px',
      letterSpacing: 'normal',
    },
  }),
]

let dir
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'floor-test-'))
  writeFileSync(path.join(dir, 'first-screens.json'), JSON.stringify(screens))
  writeFileSync(path.join(dir, screens[0].file), PACK_BYTES)
  process.env.FIRST_SCREENS_FILE = path.join(dir, 'first-screens.json')
})
afterAll(() => {
  delete process.env.FIRST_SCREENS_FILE
  rmSync(dir, { recursive: true, force: true })
})

const propsAt = (kind, pagePath) =>
  floorProps(kind)({ params: { page: pagePath.split('/').slice(1) } })

describe('the floor pages', () => {
  it("paint an image page's largest image alone, at its CSS size, from the floor's own route", async () => {
    const { props } = await propsAt('image', '/th/products/bbq-pork-buns')
    const markup = renderToStaticMarkup(<ImageFloor {...props} />)
    // React hoists a preload for an image of high priority; nothing else is painted.
    expect(markup.replace(/^<link [^>]*>/, '')).toBe(
      '<img src="/api/first-screen-image/th/products/bbq-pork-buns" alt="BBQ pork buns" width="380" height="380" fetchPriority="high" style="display:block;width:380px;height:380px"/>',
    )
  })

  it("paint a text page's largest text alone, in its font at its width", async () => {
    const { props } = await propsAt('text', '/en/investors/dividend')
    expect(renderToStaticMarkup(<TextFloor {...props} />)).toBe(
      '<p lang="en" style="width:380px;margin:0;font-family:&quot;Noto Sans Thai Variable&quot;, sans-serif;font-size:16px;font-weight:400;line-height:27.2px;letter-spacing:normal">Every dividend we have paid.</p>',
    )
  })

  it('answer 404 for a page the bench did not find, or found of the other kind', async () => {
    expect(await propsAt('image', '/en/investors/dividend')).toEqual({ notFound: true })
    expect(await propsAt('text', '/th/home')).toEqual({ notFound: true })
  })

  it('serve the bytes the site sent for the image, with its type', () => {
    const headers = {}
    const response = {
      statusCode: 200,
      setHeader: (name, value) => (headers[name] = value),
      status(code) {
        this.statusCode = code
        return this
      },
      end(body) {
        this.body = body
      },
    }
    firstScreenImage({ query: { page: ['th', 'products', 'bbq-pork-buns'] } }, response)
    expect(response.statusCode).toBe(200)
    expect(headers['Content-Type']).toBe('image/webp')
    expect(response.body.equals(PACK_BYTES)).toBe(true)
    const missing = { ...response, statusCode: 200 }
    firstScreenImage({ query: { page: ['en', 'investors', 'dividend'] } }, missing)
    expect(missing.statusCode).toBe(404)
  })
})
