/**
 * Test helper, run as a process of its own by database.kill.test.ts: writes enquiries to the
 * database file it is given, one after the other, and prints `acknowledged <id>` for each once
 * its write() has resolved, the way the service answers a request only then. Runs until killed,
 * or until its parent goes (stdin closes), or MAX_WRITES.
 */

import { setImmediate as nextTurn } from 'node:timers/promises'
import { openDatabase } from './database'

// The longest message the form takes (2 000 characters), in Thai (three bytes a character): the
// log fills, and SQLite copies it into the file, within a few hundred writes.
const MESSAGE = 'ขอใบเสนอราคาชุดก๋วยเตี๋ยวเรือสำหรับร้านอาหารสามสาขา '.repeat(50).slice(0, 2000)
// A writer whose test has gone must not fill the disk.
const MAX_WRITES = 5000

async function main(): Promise<void> {
  process.stdin.on('close', () => process.exit(2)).resume()
  const database = await openDatabase(process.argv[2]!)
  for (let count = 0; count < MAX_WRITES; count++) {
    const id = `written-${String(count).padStart(6, '0')}`
    await database.write((db) =>
      db.run(
        `INSERT INTO enquiries (id, received_at, lang, topic, name, email, message, status,
           updated_at, search_text)
         VALUES (?, '2026-11-21T03:00:00.000Z', 'th', 'products', 'n', 'e', ?, 'new', 'now', ?)`,
        [id, MESSAGE, MESSAGE],
      ),
    )
    process.stdout.write(`acknowledged ${id}\n`)
    // A write resolves without waiting on anything: let the event loop see stdin close.
    await nextTurn()
  }
  process.exit(3)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
