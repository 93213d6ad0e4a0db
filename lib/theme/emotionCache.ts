import createCache, { type EmotionCache } from '@emotion/cache'

// The same key on both sides: the browser's cache adopts `<style data-emotion="css …">` elements
// from the server's HTML and marks their rules as already inserted.
const KEY = 'css'

/**
 * One cache per server render (renders run concurrently; a shared one would leak one page's
 * rules into another's HTML). `compat` makes Emotion collect the rules in the cache instead of
 * writing a `<style>` next to every styled element: 85 of them interleaved with the home page's
 * markup, each one a style recalculation while the browser parses.
 */
export function createServerEmotionCache(): EmotionCache {
  const cache = createCache({ key: KEY })
  cache.compat = true
  return cache
}

let browserCache: EmotionCache | undefined

/**
 * The browser's one cache, created on first use (after the server's style elements are in the
 * DOM). A server render without the document's cache gets a fresh one: a shared one would think
 * the rules of an earlier page already written.
 */
export function browserEmotionCache(): EmotionCache {
  if (typeof window === 'undefined') return createCache({ key: KEY })
  browserCache ??= createCache({ key: KEY })
  return browserCache
}

/** A `<style>` element for `<head>`: `data-emotion` tells the browser's cache what it holds. */
export interface EmotionStyleElement {
  dataEmotion: string
  css: string
}

/**
 * The rules a rendered page uses, for `<head>`: first each global style sheet in its own
 * element (Emotion's `<Global>` looks for `css-global <name>` to take its element over instead
 * of inserting the rules again), then the class rules whose names occur in the HTML.
 */
export function emotionStyleElements(cache: EmotionCache, html: string): EmotionStyleElement[] {
  const used = new Set(Array.from(html.matchAll(/\bcss-([a-zA-Z0-9_-]+)/g), (match) => match[1]))
  const globals: EmotionStyleElement[] = []
  const classIds: string[] = []
  let classCss = ''
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue
    if (cache.registered[`${KEY}-${id}`] === undefined) {
      globals.push({ dataEmotion: `${KEY}-global ${id}`, css: rules })
    } else if (used.has(id)) {
      classIds.push(id)
      classCss += rules
    }
  }
  return classIds.length === 0
    ? globals
    : [...globals, { dataEmotion: `${KEY} ${classIds.join(' ')}`, css: classCss }]
}
