/**
 * What this process has written, from Linux's /proc/self/io: `write_bytes`, the bytes it caused
 * to be sent to the storage layer (counted when a page of the page cache first turns dirty;
 * the file system's own journal is not counted), and `wchar`, the bytes it passed to write()
 * and friends, whether or not they reach the disk.
 * https://docs.kernel.org/filesystems/proc.html#proc-pid-io-display-the-io-accounting-fields
 */

import { readFileSync } from 'node:fs'

export interface DiskWrites {
  writeBytes: number
  wchar: number
}

export function diskWrites(): DiskWrites {
  const fields = new Map(
    readFileSync('/proc/self/io', 'utf8')
      .trim()
      .split('\n')
      .map((line) => {
        const [name = '', value = ''] = line.split(':')
        return [name.trim(), Number(value)] as const
      }),
  )
  const writeBytes = fields.get('write_bytes')
  const wchar = fields.get('wchar')
  if (writeBytes === undefined || wchar === undefined) {
    throw new Error('/proc/self/io has no write_bytes or wchar: bench:core needs Linux')
  }
  return { writeBytes, wchar }
}
