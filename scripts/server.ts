// The production site's HTTP server (scripts/start.mjs runs it in place of `next start`):
// Next's request handler behind one check of our own, the https redirect behind a trusted TLS
// proxy (lib/server/siteRequestListener.ts). On SIGTERM it stops taking connections and lets
// requests in flight finish (at most 10 s).
//
//   node --import tsx scripts/server.ts --port 3000 [--host 127.0.0.1]
import { createServer } from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'
import next from 'next'
import { serverEnv } from '../lib/env'
import { siteRequestListener } from '../lib/server/siteRequestListener'

const DRAIN_MS = 10_000

const { values: args } = parseArgs({
  options: { port: { type: 'string', default: '3000' }, host: { type: 'string' } },
})
const port = Number(args.port)

async function main() {
  // A malformed variable stops the server here, with its name, before it takes a request.
  const env = serverEnv()
  const app = next({
    dev: false,
    dir: path.join(__dirname, '..'),
    hostname: args.host ?? 'localhost',
    port,
  })
  const handle = app.getRequestHandler()
  await app.prepare()

  const server = createServer(siteRequestListener(handle, env))
  server.listen(port, args.host, () => {
    console.log(`▲ Site ready on http://${args.host ?? 'localhost'}:${port}`)
  })

  const drain = () => {
    server.close(() => process.exit(0))
    server.closeIdleConnections()
    setTimeout(() => process.exit(0), DRAIN_MS).unref()
  }
  process.once('SIGTERM', drain)
  process.once('SIGINT', drain)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
