import { findLineBreakUnits, type LineBreakDictionary } from './lineBreakUnits'
import { STATIC_HTML_ATTRIBUTE } from './staticHtmlAttribute'

// How the server draws a unit (KeepWhole, WholeText): Panda's atomic class of `nowrap`.
const UNIT_CLASS = 'white-space_nowrap'
const UNIT_OPEN = `<span class="${UNIT_CLASS}">`
const VOID = new Set(
  'area base br col embed hr img input link meta param source track wbr'.split(' '),
)
// Text that must stay as written: not running text, or where a span is not drawn (an SVG
// chart's labels would vanish) or not allowed (a select's options).
const RAW = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'template',
  'noscript',
  'svg',
  'math',
  'select',
  'option',
])
// React's HTML: comments, tags (its attribute values escape `<` and `>`), and text.
const TOKEN = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)([^>]*)>|[^<]+/g

/**
 * The page's HTML with every Thai unit (lib/typography/lineBreakUnits.ts) of its static content
 * — the elements StaticHtml marks, which the browser keeps as they are and never hydrates —
 * drawn as a span the browser does not break, as KeepWhole draws the texts it is given. One
 * pass over the finished HTML (pages/_document.tsx) instead of a KeepWhole around each text:
 * table cells, cards' labels and interface strings in static content are kept whole too. Text
 * already in a unit's span, scripts and styles are left alone; hydrated elements too (the
 * browser draws them again and must find the same text). Server only.
 */
export function keepUnitsInStaticHtml(html: string, dictionary: LineBreakDictionary): string {
  let out = ''
  // Open elements inside the current static region (0: outside), and where skipping began.
  let depth = 0
  let skipFrom = 0
  for (const match of html.matchAll(TOKEN)) {
    const [token, closing, rawName, attributes = ''] = match
    if (rawName === undefined) {
      // Text (or a comment, left as it is).
      out +=
        depth > 0 && skipFrom === 0 && !token.startsWith('<!--')
          ? keepUnits(token, dictionary)
          : token
      continue
    }
    out += token
    const name = rawName.toLowerCase()
    const selfClosing = attributes.endsWith('/') || VOID.has(name)
    if (closing) {
      if (depth === 0) continue
      if (skipFrom === depth) skipFrom = 0
      depth -= 1
      continue
    }
    if (selfClosing) continue
    if (depth === 0) {
      if (attributes.includes(STATIC_HTML_ATTRIBUTE)) depth = 1
      continue
    }
    depth += 1
    if (skipFrom === 0 && (RAW.has(name) || token === UNIT_OPEN)) skipFrom = depth
  }
  return out
}

/**
 * A text with its units drawn as spans. Text beside a unit goes in one plain span with it: in a
 * flex or grid container (a call to action's link, a button) each child is a box of its own, so
 * `ดู<span>คณะกรรมการ</span>` would be two boxes with the gap between them, and a link's name
 * read as two words; one span keeps the text the one box it was.
 */
function keepUnits(text: string, dictionary: LineBreakDictionary): string {
  const units = findLineBreakUnits(text, dictionary)
  if (units.length === 0) return text
  let out = ''
  let position = 0
  for (const { start, end } of units) {
    out += `${text.slice(position, start)}${UNIT_OPEN}${text.slice(start, end)}</span>`
    position = end
  }
  out += text.slice(position)
  const isOneUnit = units.length === 1 && units[0]!.start === 0 && units[0]!.end === text.length
  return isOneUnit ? out : `<span>${out}</span>`
}
