import { Link } from '@/components/common/Link'
import { css, cx } from '@/styled-system/css'
import { actionLink } from '@/styled-system/recipes'
import { ArrowRightIcon } from '@/components/common/icons'

const styles = { root: cx(actionLink(), css({ gap: '1.5' })) }

/**
 * A text link onwards, to the page with the rest of a list: underlined on hover only, unlike
 * the always-underlined `MoreLink` of section headers (components/common/SectionHeader).
 */
export function MoreLink({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} className={styles.root}>
      {children}
      <ArrowRightIcon />
    </Link>
  )
}
