import { css } from '@/styled-system/css'
import { MAX_WHOLE_LENGTH, THAI_LETTER } from '@/lib/typography/wholeLength'

const unit = css({ whiteSpace: 'nowrap' })

/**
 * A field that is one unit — a person's or a company's name, a date — on one line wherever it
 * is drawn, server or browser: the field is the unit, no dictionary needed. A Thai name too long for a phone's line keeps its
 * parts whole instead (MAX_WHOLE_LENGTH), breaking only at its spaces.
 */
export function WholeText({ children }: { children: string | null | undefined }) {
  if (!children || !THAI_LETTER.test(children)) return children ?? null
  if (children.length <= MAX_WHOLE_LENGTH) return <span className={unit}>{children}</span>
  // Each part keyed by where it starts: the parts of a name never move.
  const parts = children.split(/(\s+)/)
  const starts = parts.map((_, index) => parts.slice(0, index).join('').length)
  return parts.map((part, index) =>
    /\s/.test(part) || !part ? (
      part
    ) : (
      <span key={starts[index]} className={unit}>
        {part}
      </span>
    ),
  )
}

/**
 * A Thai date or time written into a sentence (a translation's `{{date}}`): its spaces made
 * no-break, so the line ends before or after it, never inside ("15 มีนาคม|2569").
 */
export function withNoBreakSpaces(text: string): string {
  return THAI_LETTER.test(text) ? text.replace(/ /g, '\u00a0') : text
}
