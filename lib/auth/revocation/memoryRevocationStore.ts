import type { SessionRevocationStore } from './revocationStore'

// Expired entries are dropped when read and, at most this often, all at once: memory holds only
// the revocations of the last session lifetime.
const SWEEP_INTERVAL_MS = 60_000

/** Revocations in this process's memory, each forgotten once nothing it matches can be alive. */
export function createMemoryRevocationStore(
  now: () => number = Date.now,
): SessionRevocationStore & { size(): number } {
  const sessions = new Map<string, number>()
  const users = new Map<string, { at: number; until: number }>()
  let nextSweep = now() + SWEEP_INTERVAL_MS

  function sweep() {
    const time = now()
    if (time < nextSweep) return
    nextSweep = time + SWEEP_INTERVAL_MS
    for (const [id, until] of sessions) if (until <= time) sessions.delete(id)
    for (const [sub, entry] of users) if (entry.until <= time) users.delete(sub)
  }

  return {
    async revoke(sessionId, untilEpochMs) {
      sweep()
      if (untilEpochMs <= now()) return
      sessions.set(sessionId, Math.max(untilEpochMs, sessions.get(sessionId) ?? 0))
    },
    async isRevoked(sessionId) {
      const until = sessions.get(sessionId)
      if (until === undefined) return false
      if (until > now()) return true
      sessions.delete(sessionId)
      return false
    },
    async revokeAllFor(userSub, atEpochMs, untilEpochMs) {
      sweep()
      if (untilEpochMs <= now()) return
      const previous = users.get(userSub)
      users.set(userSub, {
        at: Math.max(atEpochMs, previous?.at ?? 0),
        until: Math.max(untilEpochMs, previous?.until ?? 0),
      })
    },
    async revokedBefore(userSub) {
      const entry = users.get(userSub)
      if (entry === undefined) return null
      if (entry.until > now()) return entry.at
      users.delete(userSub)
      return null
    },
    size: () => sessions.size + users.size,
  }
}
