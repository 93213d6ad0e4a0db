// Finds a page's largest contentful paint as Lighthouse's mobile preset would: the same screen,
// pixel ratio and user agent (Lighthouse's own constants), a fresh context with no cookie, the
// browser's own `largest-contentful-paint` entries once the network is idle. For an image it
// keeps the bytes the browser received for the candidate it chose from the srcset, for a text its
// words, width and computed font: what a floor (firstScreen.ts) needs to paint the same.
import type { Browser, Response } from '@playwright/test'
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js'
import type { LargestPaint } from './firstScreen'

/** A page's largest paint with, for an image, the bytes the site sent. */
export type FoundPaint = LargestPaint & { body?: Buffer }

// The in-page side, as source text: run under tsx, a function passed to the page would carry
// esbuild's `__name` helper, which the page does not have (as in overlayTiming.ts).
const LARGEST_PAINT_SCRIPT = `
new Promise((resolve) => {
  new PerformanceObserver((list) => resolve(list.getEntries().at(-1))).observe({
    type: 'largest-contentful-paint',
    buffered: true,
  })
}).then((entry) => {
  const element = entry.element
  if (!element) return { error: 'its element has left the page' }
  const box = element.getBoundingClientRect()
  if (entry.url) {
    if (!(element instanceof HTMLImageElement)) {
      return { error: 'an image that is not an <img> (' + element.tagName + '): ' + entry.url }
    }
    return { kind: 'image', url: element.currentSrc, alt: element.alt, width: box.width, height: box.height }
  }
  const style = getComputedStyle(element)
  const sides = ['paddingLeft', 'paddingRight', 'borderLeftWidth', 'borderRightWidth']
  const width = sides.reduce((left, side) => left - parseFloat(style[side]), box.width)
  return {
    kind: 'text',
    text: element.textContent.trim(),
    lang: element.closest('[lang]')?.lang ?? '',
    width,
    font: {
      family: style.fontFamily,
      size: style.fontSize,
      weight: style.fontWeight,
      lineHeight: style.lineHeight,
      letterSpacing: style.letterSpacing,
    },
  }
})
`

type PaintedImage = Extract<LargestPaint, { kind: 'image' }>
type InPage =
  | Extract<LargestPaint, { kind: 'text' }>
  | Omit<PaintedImage, 'contentType' | 'bytes'>
  | { error: string }

// Lighthouse declares the preset as Required<… | undefined>, which names none of its fields.
const MOBILE = screenEmulationMetrics.mobile as {
  width: number
  height: number
  deviceScaleFactor: number
}

export async function largestPaint(browser: Browser, url: string): Promise<FoundPaint> {
  const { width, height, deviceScaleFactor } = MOBILE
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
  })
  try {
    const page = await context.newPage()
    const responses = new Map<string, Response>()
    page.on('response', (response) => responses.set(response.url(), response))
    await page.goto(url, { waitUntil: 'networkidle' })
    const found = (await page.evaluate(LARGEST_PAINT_SCRIPT)) as InPage
    if ('error' in found) throw new Error(`the largest paint of ${url} is ${found.error}`)
    if (found.kind === 'text') return found
    const response = responses.get(found.url)
    if (!response) throw new Error(`no response for ${found.url}, the largest paint of ${url}`)
    const body = await response.body()
    const contentType = response.headers()['content-type'] ?? 'application/octet-stream'
    return { ...found, contentType, bytes: body.length, body }
  } finally {
    await context.close()
  }
}
