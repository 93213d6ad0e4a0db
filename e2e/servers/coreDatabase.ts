import { existsSync } from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'

/**
 * How many times each enquiry id is stored in the embedded core service's database file under
 * `dataDir` (0 for each while the file does not exist yet): "exactly once" is a 1 for each.
 * Read while the service runs: a read-only connection of this process sees the file and its
 * write-ahead log as the service last committed them, and never writes to either.
 */
export async function storedEnquiries(dataDir: string, ids: string[]): Promise<number[]> {
  const file = path.join(dataDir, 'core', 'core.sqlite')
  // The service builds a new file beside it and renames it into place: no half-made file here.
  if (!existsSync(file)) return ids.map(() => 0)
  const db = new DatabaseSync(file, { readOnly: true, timeout: 5000 })
  try {
    const count = db.prepare('SELECT count(*) AS count FROM enquiries WHERE id = ?')
    return ids.map((id) => Number(count.get(id)?.count ?? 0))
  } finally {
    db.close()
  }
}

/**
 * When the embedded core service took its first list of public items (its alerts' baseline:
 * nothing in it is ever announced), or null before it has one.
 */
export function alertBaselineAt(dataDir: string): string | null {
  const file = path.join(dataDir, 'core', 'core.sqlite')
  if (!existsSync(file)) return null
  const db = new DatabaseSync(file, { readOnly: true, timeout: 5000 })
  try {
    const row = db.prepare("SELECT value FROM alert_state WHERE name = 'baselineAt'").get()
    return typeof row?.value === 'string' ? row.value : null
  } catch {
    // Not migrated to the alerts' schema yet.
    return null
  } finally {
    db.close()
  }
}
