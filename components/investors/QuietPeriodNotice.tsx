import { StaticHtml } from '@/components/common/StaticHtml'
import { staticContent } from '@/components/common/staticContent'
import type { QuietPeriod } from '@/lib/investors/quietPeriod'
import { container } from '@/styled-system/patterns'

/* eslint-disable @typescript-eslint/no-require-imports -- the server's copy, see staticContent */
const QuietPeriodText = staticContent(
  typeof window === 'undefined'
    ? (require('./QuietPeriodText') as typeof import('./QuietPeriodText')).QuietPeriodText
    : null,
  () => import('./QuietPeriodText').then((module) => module.QuietPeriodText),
)
/* eslint-enable @typescript-eslint/no-require-imports */

const HEADING_ID = 'quiet-period-heading'

const styles = { root: container({ pb: { base: '6', lg: '8' } }) }

/**
 * The notice every investor page shows during a quiet period (none at other times): a region
 * named by its heading, drawn by the server and kept as its HTML in the browser.
 */
export function QuietPeriodNotice({ period }: { period: QuietPeriod | null }) {
  if (!period) return null
  return (
    <StaticHtml
      as="section"
      aria-labelledby={HEADING_ID}
      className={styles.root}
      data-testid="quiet-period-notice"
    >
      <QuietPeriodText period={period} headingId={HEADING_ID} />
    </StaticHtml>
  )
}
