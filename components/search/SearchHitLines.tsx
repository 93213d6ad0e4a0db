import { formatDate } from '@/lib/i18n/format'
import type { Lang } from '@/lib/i18n/lang'
import type { SearchHit } from '@/lib/search/types'
import { HighlightedText } from './HighlightedText'

/**
 * A hit's lines under its title, the matched words marked: its context (a product's brand and
 * category) or date, then the snippet. Shared by the modal's options (`div`: they sit in a link
 * with the option role) and the search page's results (`p`).
 */
export function SearchHitLines({
  hit,
  lang,
  as: Line = 'p',
  classNames,
}: {
  hit: SearchHit
  lang: Lang
  as?: 'p' | 'div'
  classNames: { context: string; snippet: string }
}) {
  return (
    <>
      {(hit.context || hit.date) && (
        <Line className={classNames.context}>
          {hit.context && <HighlightedText value={hit.context} />}
          {hit.date && <time dateTime={hit.date}>{formatDate(hit.date, lang)}</time>}
        </Line>
      )}
      {hit.snippet && (
        <Line className={classNames.snippet}>
          <HighlightedText value={hit.snippet} />
        </Line>
      )}
    </>
  )
}
