import { readdir, unlink } from 'node:fs/promises'
import path from 'node:path'

// Where a new database file is built before it is renamed into place (and where the sql.js
// versions, bench:core's BEFORE, wrote each new version of the file): a crash leaves only such
// a file behind, unused.

function tempFilePrefix(file: string): string {
  return `.${path.basename(file)}.tmp-`
}

let tempCounter = 0

/** A new temp file's path beside `file`, unique in this process. */
export function tempFileBeside(file: string): string {
  return path.join(path.dirname(file), `${tempFilePrefix(file)}${process.pid}-${++tempCounter}`)
}

/** Removes what crashes left beside `file`; a file that cannot be removed is left alone. */
export async function removeLeftoverTempFiles(file: string): Promise<void> {
  const prefix = tempFilePrefix(file)
  const names = await readdir(path.dirname(file))
  await Promise.all(
    names
      .filter((name) => name.startsWith(prefix))
      .map((name) => unlink(path.join(path.dirname(file), name)).catch(() => undefined)),
  )
}
