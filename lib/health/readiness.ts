/**
 * Readiness: whether this instance can serve what visitors and admins ask of it. Each check is
 * a probe with a deadline; the answer names the checks and how each went, never an address,
 * a token or an error's own text (which may carry either).
 */

export type Probe = () => Promise<void>

export interface CheckOutcome {
  ok: boolean
  /** How long the probe took, in milliseconds. */
  ms: number
  /** Why it failed, in words that are safe to show anyone. */
  reason?: 'timeout' | 'unreachable' | 'bad answer'
}

export interface Readiness {
  ready: boolean
  checks: Record<string, CheckOutcome>
}

/** A probe's failure with a reason that may be shown (the default is `unreachable`). */
export class ProbeError extends Error {
  constructor(readonly reason: 'bad answer' | 'unreachable') {
    super(reason)
    this.name = 'ProbeError'
  }
}

export const PROBE_TIMEOUT_MS = 2_000

async function runProbe(probe: Probe, timeoutMs: number): Promise<CheckOutcome> {
  const started = performance.now()
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs)
  })
  try {
    const outcome = await Promise.race([probe().then(() => 'ok' as const), deadline])
    const ms = Math.round(performance.now() - started)
    return outcome === 'ok' ? { ok: true, ms } : { ok: false, ms, reason: 'timeout' }
  } catch (error) {
    const reason = error instanceof ProbeError ? error.reason : 'unreachable'
    return { ok: false, ms: Math.round(performance.now() - started), reason }
  } finally {
    clearTimeout(timer)
  }
}

/** Runs every probe at once; ready when all of them succeed within the deadline. */
export async function checkReadiness(
  probes: Record<string, Probe>,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<Readiness> {
  const names = Object.keys(probes)
  const outcomes = await Promise.all(names.map((name) => runProbe(probes[name]!, timeoutMs)))
  const checks = Object.fromEntries(names.map((name, index) => [name, outcomes[index]!]))
  return { ready: outcomes.every((outcome) => outcome.ok), checks }
}

/** A probe that GETs `url` and expects a 2xx answer. */
export function httpProbe(url: string, timeoutMs = PROBE_TIMEOUT_MS): Probe {
  return async () => {
    let response: Response
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
    } catch {
      throw new ProbeError('unreachable')
    }
    await response.arrayBuffer().catch(() => undefined)
    if (!response.ok) throw new ProbeError('bad answer')
  }
}
