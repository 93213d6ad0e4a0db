import type { ReactNode } from 'react'
import { cx } from '@/styled-system/css'
import { notice } from '@/styled-system/recipes'

const styles = { root: notice() }

/** A visible notice about what the page shows instead of what was asked for. */
export function Notice({ className, children }: { className?: string; children: ReactNode }) {
  return <p className={cx(styles.root, className)}>{children}</p>
}
