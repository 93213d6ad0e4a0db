/** @jest-environment node */
import {
  describeFirstScreen,
  firstScreenOf,
  imageFileName,
  type LargestPaint,
  type TextFont,
} from './firstScreen'

const FONT: TextFont = {
  family: '"Noto Sans Thai Variable", "Noto Sans Thai Fallback", system-ui, sans-serif',
  size: '16px',
  weight: '400',
  lineHeight: '27.2px',
  letterSpacing: 'normal',
}

/** The news list's first card image as Chromium reports it at Lighthouse's 412 px and 1.75×. */
const NEWS_CARD: LargestPaint = {
  kind: 'image',
  url: 'http://127.0.0.1:40001/api/cms-image/images/embedded/production/ee21-460x300.webp?w=750&h=489&fit=crop&auto=format&q=75',
  alt: 'A trophy on a stage',
  width: 378,
  height: 246.515625,
  contentType: 'image/webp',
  bytes: 6_680,
}

const DIVIDEND_INTRO: LargestPaint = {
  kind: 'text',
  text: 'Every dividend we have paid: the amount per share and its XD, record and payment dates.',
  lang: 'en',
  width: 380,
  font: FONT,
}

describe('a first screen for a floor', () => {
  it("paints a page's largest image from the floor's own route, the site's bytes at its CSS size", () => {
    expect(firstScreenOf('/th/corporate/news', NEWS_CARD)).toEqual({
      page: '/th/corporate/news',
      kind: 'image',
      image: {
        src: '/api/first-screen-image/th/corporate/news',
        alt: 'A trophy on a stage',
        width: 378,
        height: 246.52,
      },
      file: 'th-corporate-news.webp',
      contentType: 'image/webp',
      bytes: 6_680,
    })
  })

  it("paints a page's largest text in its computed font, at its content width, without margin", () => {
    expect(firstScreenOf('/en/investors/dividend', DIVIDEND_INTRO)).toEqual({
      page: '/en/investors/dividend',
      kind: 'text',
      text: DIVIDEND_INTRO.text,
      lang: 'en',
      style: {
        width: '380px',
        margin: 0,
        fontFamily: FONT.family,
        fontSize: '16px',
        fontWeight: '400',
        lineHeight: '27.2px',
        letterSpacing: 'normal',
      },
    })
  })

  it("names an image's file after the page's path, with the extension its type says", () => {
    expect(imageFileName('/th/products/bbq-pork-buns', 'image/avif')).toBe(
      'th-products-bbq-pork-buns.avif',
    )
    expect(imageFileName('/en/product-list', 'image/webp; charset=binary')).toBe(
      'en-product-list.webp',
    )
    expect(imageFileName('/th/home', 'application/octet-stream')).toBe('th-home.bin')
  })

  it('is described in a few words for the report', () => {
    expect(describeFirstScreen(firstScreenOf('/th/corporate/news', NEWS_CARD))).toBe(
      'image 378×247, 6.5 KiB webp',
    )
    expect(describeFirstScreen(firstScreenOf('/en/investors/dividend', DIVIDEND_INTRO))).toBe(
      'text, 87 characters in Noto Sans Thai Variable 16px',
    )
  })
})
