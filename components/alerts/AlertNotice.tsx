import type { ReactNode } from 'react'
import { css, cx } from '@/styled-system/css'
import { notice } from '@/styled-system/recipes'

const styles = {
  root: cx(notice(), css({ display: 'flex', flexDirection: 'column', gap: '2', maxW: '2xl' })),
  heading: css({ fontWeight: 'semibold', fontSize: 'lg' }),
}

/** A boxed message with its heading: an outcome, or why nothing happened. */
export function AlertNotice({
  heading,
  children,
  role,
  testId,
}: {
  heading: string
  children: ReactNode
  /** `alert` for a refusal, `status` for an outcome. */
  role: 'alert' | 'status'
  testId?: string
}) {
  return (
    <div role={role} className={styles.root} data-testid={testId}>
      <h2 className={styles.heading}>{heading}</h2>
      {children}
    </div>
  )
}
