import { ZipFile } from 'yazl'

export interface ZipEntry {
  /** Path inside the archive (`logos/company-logo.svg`). */
  path: string
  bytes: Buffer
}

// Pictures and PDFs are compressed already: stored as they are, they cost nothing to pack and
// open at once; text and SVG shrink.
const COMPRESSIBLE = /\.(svg|txt)$/

/**
 * A ZIP of the entries in their order, each dated `modified`: the same entries and date give the
 * same bytes (yazl adds nothing of the clock or the machine when a date is given).
 */
export function zipArchive(entries: readonly ZipEntry[], modified: Date): Promise<Buffer> {
  const zip = new ZipFile()
  for (const entry of entries) {
    zip.addBuffer(entry.bytes, entry.path, {
      mtime: modified,
      mode: 0o100644,
      compress: COMPRESSIBLE.test(entry.path),
    })
  }
  zip.end()
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk))
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)))
    zip.outputStream.on('error', reject)
  })
}
