import { readFileSync } from 'node:fs'
import path from 'node:path'
import initSqlJs from 'sql.js'

/**
 * How many times each enquiry id is stored in the embedded core service's database file under
 * `dataDir` (0 for each while the file does not exist yet): "exactly once" is a 1 for each.
 */
export async function storedEnquiries(dataDir: string, ids: string[]): Promise<number[]> {
  const SQL = await initSqlJs()
  let bytes: Buffer
  try {
    bytes = readFileSync(path.join(dataDir, 'core', 'core.sqlite'))
  } catch {
    return ids.map(() => 0)
  }
  const db = new SQL.Database(bytes)
  try {
    return ids.map((id) => {
      const result = db.exec('SELECT count(*) FROM enquiries WHERE id = ?', [id])
      return Number(result[0]?.values[0]?.[0] ?? 0)
    })
  } finally {
    db.close()
  }
}
