import { StaticHtml } from '@/components/common/StaticHtml'
import { staticContent } from '@/components/common/staticContent'
import type { SharePriceProps } from './SharePrice'

// The block's code stays on the server: the browser keeps its HTML (StaticHtml) and fetches
// the code only to render it after a client-side navigation.
const SharePrice = staticContent(
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's copy
      (require('./SharePrice') as typeof import('./SharePrice')).SharePrice
    : null,
  () => import('./SharePrice').then((module) => module.SharePrice),
)

/** The share-price block inside a hydrated page, drawn by the server alone. */
export function StaticSharePrice(props: SharePriceProps) {
  return (
    <StaticHtml>
      <SharePrice {...props} />
    </StaticHtml>
  )
}
