import { css, cx } from '@/styled-system/css'
import { actionLink } from '@/styled-system/recipes'
import { DownloadIcon } from './InvestorIcons'

const styles = { root: cx(actionLink(), css({ gap: '1.5', fontSize: 'sm' })) }

interface CalendarFileLinkProps {
  href: string
  children: string
  /** What the link adds, for screen readers, when the visible text does not say it. */
  label?: string
}

/** A download of an .ics file (an API route, so a plain link, never a client-side one). */
export function CalendarFileLink({ href, children, label }: CalendarFileLinkProps) {
  return (
    <a href={href} download className={styles.root} aria-label={label} data-print-hide>
      <DownloadIcon />
      {children}
    </a>
  )
}
