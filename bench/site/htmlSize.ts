// The size of a page's HTML document as the server sends it: fetched as a browser would
// (`Accept-Encoding: gzip`), its bytes on the wire and, decompressed, the document itself.
import { request } from 'node:http'
import { gunzipSync, gzipSync } from 'node:zlib'

export interface HtmlSize {
  path: string
  /** The document, uncompressed. */
  bytes: number
  /** On the wire with gzip: as served, or compressed here (level 6) if the server did not. */
  gzipBytes: number
  servedGzip: boolean
}

export function htmlSize(origin: string, pagePath: string): Promise<HtmlSize> {
  return new Promise((resolve, reject) => {
    const url = new URL(pagePath, origin)
    const outgoing = request(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () => {
        if (response.statusCode !== 200) {
          reject(new Error(`${pagePath} answered ${response.statusCode}`))
          return
        }
        const wire = Buffer.concat(chunks)
        const servedGzip = response.headers['content-encoding'] === 'gzip'
        const document = servedGzip ? gunzipSync(wire) : wire
        resolve({
          path: pagePath,
          bytes: document.length,
          gzipBytes: servedGzip ? wire.length : gzipSync(document).length,
          servedGzip,
        })
      })
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}
