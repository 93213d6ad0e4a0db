import { serverEnv } from '@/lib/env'

/** The ISR fallback timer; on-demand revalidation normally refreshes a page first. */
export function revalidateSeconds(): number {
  return serverEnv().revalidateSeconds
}
