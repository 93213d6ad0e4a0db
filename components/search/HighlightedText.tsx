import { css } from '@/styled-system/css'
import type { HighlightedText as HighlightedTextData } from '@/lib/search/types'

const match = css({ bg: 'gold.100', color: '[inherit]', borderRadius: 'sm' })

/** Splits text at its highlight ranges: plain strings and the parts to mark, in order. */
export function highlightParts({ text, highlights }: HighlightedTextData) {
  const parts: { text: string; isMatch: boolean }[] = []
  let at = 0
  for (const [start, end] of highlights) {
    if (start < at || end <= start || end > text.length) continue
    if (start > at) parts.push({ text: text.slice(at, start), isMatch: false })
    parts.push({ text: text.slice(start, end), isMatch: true })
    at = end
  }
  if (at < text.length) parts.push({ text: text.slice(at), isMatch: false })
  return parts
}

/** Text with the search's matches in `<mark>`; React escapes every part, so no HTML goes in. */
export function HighlightedText({ value }: { value: HighlightedTextData }) {
  return (
    <>
      {highlightParts(value).map((part, index) =>
        part.isMatch ? (
          <mark key={index} className={match}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  )
}
