import { Icon, LINE } from '@/components/common/icons'
import type { SearchKind } from '@/lib/search/types'

// What a result without a picture shows: one small outline icon per kind, decorative (the
// result's title names it), drawn a little finer than the site's other line icons.
const PATHS: Record<SearchKind, string[]> = {
  product: ['M20 12 12 20 4 12V4h8z', 'M8.5 8.5h.01'],
  page: ['M6 3h8l4 4v14H6z', 'M14 3v4h4', 'M9 12h6M9 16h6'],
  news: ['M4 5h13v14H6a2 2 0 0 1-2-2z', 'M17 9h3v8a2 2 0 0 1-2 2', 'M8 9h5M8 13h5'],
  document: ['M6 3h8l4 4v14H6z', 'M14 3v4h4', 'M12 11v6M9.5 14.5 12 17l2.5-2.5'],
}

const FINE_LINE = { ...LINE, strokeWidth: '1.75' }

export function SearchKindIcon({ kind }: { kind: SearchKind }) {
  return (
    <Icon look={FINE_LINE}>
      {PATHS[kind].map((d) => (
        <path key={d} d={d} />
      ))}
    </Icon>
  )
}
