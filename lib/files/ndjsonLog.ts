import { mkdir, open, readFile, type FileHandle } from 'node:fs/promises'
import path from 'node:path'

export interface NdjsonLog<T> {
  /** Resolves once the record is on disk (written and fsynced), never before. */
  append(record: T): Promise<void>
  /** Every stored record, oldest first. */
  list(): Promise<T[]>
}

/**
 * Records appended as one JSON line each to `file`. Each append is fsynced (and the folder too
 * when the file is new) before it resolves, so a record survives a crash once acknowledged.
 * Appends from this process are written one at a time.
 */
export function createNdjsonLog<T>(file: string): NdjsonLog<T> {
  let queue: Promise<unknown> = Promise.resolve()

  async function write(record: T) {
    const folder = path.dirname(file)
    await mkdir(folder, { recursive: true })
    // 'a+': created when missing, every write goes to the end, the last byte can be read.
    const handle = await open(file, 'a+', 0o600)
    try {
      const { size } = await handle.stat()
      // A line cut short by a crash must not swallow this record: start on a line of its own.
      const isLineStart = size === 0 || (await lastByte(handle, size)) === NEWLINE
      await handle.appendFile(`${isLineStart ? '' : '\n'}${JSON.stringify(record)}\n`, 'utf8')
      await handle.sync()
      if (size === 0) await syncFolder(folder)
    } finally {
      await handle.close()
    }
  }

  return {
    append(record) {
      const written = queue.then(() => write(record))
      // The next append waits for this one, whether it worked or not.
      queue = written.catch(() => undefined)
      return written
    },
    async list() {
      let text: string
      try {
        text = await readFile(file, 'utf8')
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
        throw error
      }
      return text.split('\n').flatMap((line) => {
        if (line.trim() === '') return []
        try {
          return [JSON.parse(line) as T]
        } catch {
          // A line cut short by a crash mid-write was never acknowledged: skip it.
          return []
        }
      })
    },
  }
}

const NEWLINE = 0x0a

async function lastByte(handle: FileHandle, size: number): Promise<number | undefined> {
  const { buffer } = await handle.read(Buffer.alloc(1), 0, 1, size - 1)
  return buffer[0]
}

/** Makes a new file's directory entry durable (a no-op where folders cannot be opened). */
async function syncFolder(folder: string) {
  let handle
  try {
    handle = await open(folder, 'r')
    await handle.sync()
  } catch {
    // Windows cannot fsync a folder; the file's own fsync is the best it offers.
  } finally {
    await handle?.close()
  }
}
