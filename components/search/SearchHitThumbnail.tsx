import { SiteImage } from '@/components/common/SiteImage'
import { css, cx } from '@/styled-system/css'
import type { SearchHit } from '@/lib/search/types'
import { SearchKindIcon } from './SearchKindIcon'

const frame = css({
  flexShrink: 0,
  borderRadius: 'md',
  overflow: 'hidden',
  bg: 'bg.muted',
  color: 'fg.muted',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
})

/** The modal's compact rows (sm) and the search page's results (md). */
const sizes = { sm: css({ boxSize: '10' }), md: css({ boxSize: '12' }) }

/** A hit's picture (decorative: the title names it), or its kind's icon when it has none. */
export function SearchHitThumbnail({ hit, size }: { hit: SearchHit; size: keyof typeof sizes }) {
  return (
    <div className={cx(frame, sizes[size])}>
      {hit.thumbnail ? (
        <SiteImage
          image={{ ...hit.thumbnail, alt: '' }}
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <SearchKindIcon kind={hit.kind} />
      )}
    </div>
  )
}
