import { fromBuffer, type Entry } from 'yauzl'

/** A ZIP read back with yauzl (another library than the one that wrote it): path → bytes. */
export function readZip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error) return reject(error)
      const entries = new Map<string, Buffer>()
      archive.on('entry', (entry: Entry) => {
        archive.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError)
          const chunks: Buffer[] = []
          stream.on('data', (chunk: Buffer) => chunks.push(chunk))
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks))
            archive.readEntry()
          })
        })
      })
      archive.on('end', () => resolve(entries))
      archive.on('error', reject)
      archive.readEntry()
    })
  })
}
