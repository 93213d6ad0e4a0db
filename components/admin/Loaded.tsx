import { Skeleton } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/**
 * A query's part of a panel: `children` with the data once it is there, a skeleton of height
 * `h` while it first loads, and nothing after a failure (the view says so, with a retry).
 */
export function Loaded<T>({
  query,
  h,
  loadingLabel,
  children,
}: {
  query: { data: T | undefined; isPending: boolean }
  h: string
  loadingLabel: string
  children: (data: T) => ReactNode
}) {
  if (query.data) return children(query.data)
  return query.isPending ? <Skeleton h={h} aria-label={loadingLabel} /> : null
}
