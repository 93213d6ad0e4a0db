import { SiteImage } from '@/components/common/SiteImage'
import type { SearchHit } from '@/lib/search/types'
import { SearchKindIcon } from './SearchKindIcon'

/** A hit's picture (decorative: the title names it), or its kind's icon when it has none. */
export function SearchHitThumbnail({ hit, className }: { hit: SearchHit; className: string }) {
  return (
    <div className={className}>
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
