/**
 * Whether this process is shutting down. Set by the site's server on SIGTERM
 * (scripts/server.ts) and read by /api/health?ready=1, which then answers 503 so a load balancer
 * sends no new visitors while requests in flight finish. On globalThis: the server and each of
 * Next's route bundles load their own copy of this module in one process.
 */
const LIFECYCLE_KEY = Symbol.for('siam-harvest.lifecycle')
type WithLifecycle = typeof globalThis & { [LIFECYCLE_KEY]?: { draining: boolean } }

function state() {
  const holder = globalThis as WithLifecycle
  holder[LIFECYCLE_KEY] ??= { draining: false }
  return holder[LIFECYCLE_KEY]
}

export function startDraining(): void {
  state().draining = true
}

export function isDraining(): boolean {
  return state().draining
}
