import type { ReactNode } from 'react'
import { css } from '@/styled-system/css'

const note = css({ color: 'fg.muted' })

/** What a list says in place of its items when it has none. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className={note}>{children}</p>
}
