// The production site's HTTP server (scripts/start.mjs runs it in place of `next start`):
// Next's request handler behind one check of our own, the https redirect behind a trusted TLS
// proxy (lib/server/siteRequestListener.ts). On SIGTERM it first answers /api/health?ready=1
// with 503 (a load balancer stops sending visitors) and hands its pending enquiries back to the
// other instances, a second later stops taking connections, lets requests in flight finish (at
// most 10 s) and closes its Redis connection.
//
//   node --import tsx scripts/server.ts --port 3000 [--host 127.0.0.1]
import { createServer } from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'
import next from 'next'
import { handBackEnquiries } from '../lib/enquiries/forwarding'
import { serverEnv } from '../lib/env'
import { isDraining, startDraining } from '../lib/health/lifecycle'
import { closeSharedRedis } from '../lib/redis/redisConnection'
import { siteRequestListener } from '../lib/server/siteRequestListener'
import { siteRedirects } from '../lib/redirects/siteRedirects'
import { warmFirstScreenImages } from '../lib/media/warmFirstScreenImages'
import { LANGS } from '../lib/i18n/lang'
import { href, PUBLIC_PAGES } from '../lib/routes'
import { scheduleQuietPeriodRefresh } from '../lib/investors/quietPeriodRefresh'
import { schedulePublicationRefresh } from '../lib/publication/publicationRefresh'
import { publicationClaims } from '../lib/publication/publicationClaims'
import { sharedRedis } from '../lib/redis/redisConnection'
import { INSTANCE_ID } from '../lib/health/instanceId'
import { scheduleAlertDispatch } from '../lib/alerts/alertDispatch'

/** How long readiness says "draining" before the server stops taking connections. */
const NOTICE_MS = 1_000
/** The longest requests in flight may take to finish once it has. */
const DRAIN_MS = 10_000

const { values: args } = parseArgs({
  options: { port: { type: 'string', default: '3000' }, host: { type: 'string' } },
})
const port = Number(args.port)

async function main() {
  // A malformed variable stops the server here, with its name, before it takes a request.
  const env = serverEnv()
  const root = path.join(__dirname, '..')
  const app = next({
    dev: false,
    dir: root,
    hostname: args.host ?? 'localhost',
    port,
  })
  const handle = app.getRequestHandler()
  await app.prepare()

  // Moved and redirected addresses, read before the first request (lib/redirects/siteRedirects.ts):
  // a source that cannot be read is logged and leaves its part empty, it never stops the start.
  const redirects = siteRedirects()
  await redirects.ready()
  const server = createServer(
    siteRequestListener(handle, env, (pathname) => redirects.lookup(pathname)),
  )
  let stopQuietPeriodRefresh = () => {}
  let stopPublicationRefresh = () => {}
  let stopAlertDispatch = async () => {}
  server.listen(port, args.host, () => {
    console.log(
      `▲ Site ready on http://${args.host ?? 'localhost'}:${port} (Node ${process.version})`,
    )
    // The fixed pages' first-screen pictures, encoded before a visitor asks (their largest paint).
    const origin = `http://${args.host ?? 'localhost'}:${port}`
    const paths = LANGS.flatMap((lang) => PUBLIC_PAGES.map((name) => href(lang, name)))
    warmFirstScreenImages(origin, paths).then(
      (count) => console.log(`First-screen pictures ready: ${count} variants`),
      (error: unknown) => console.warn('Warming the first-screen pictures failed:', error),
    )
    // The investor pages' quiet-period notice comes and goes at midnight in Bangkok: the pages
    // are asked for then, so the first visitor after it gets them rendered on the new day.
    stopQuietPeriodRefresh = scheduleQuietPeriodRefresh(origin)
    // Documents with a "public from" go public at that minute with no webhook: the site renders
    // their pages again itself, one instance of several (docs/operations.md "Timed publication").
    stopPublicationRefresh = schedulePublicationRefresh(origin, {
      claim: publicationClaims(sharedRedis(), INSTANCE_ID),
    })
    // E-mail alerts: new items announced through the core service, queued e-mails sent
    // (docs/operations.md "E-mail alerts").
    stopAlertDispatch = scheduleAlertDispatch()
  })

  const drain = () => {
    if (isDraining()) return
    startDraining()
    stopQuietPeriodRefresh()
    stopPublicationRefresh()
    const alertsStopped = stopAlertDispatch().catch(() => undefined)
    console.log('Shutting down: not ready for new visitors, finishing requests in flight')
    // At once, beside the notice: another instance delivers them now rather than after the
    // forwarders' idle time; enquiries posted meanwhile still go to the stream.
    const handedBack = handBackEnquiries()
    setTimeout(() => {
      server.close(() => {
        Promise.all([handedBack, alertsStopped])
          .then(closeSharedRedis)
          .catch(() => undefined)
          .finally(() => process.exit(0))
      })
      server.closeIdleConnections()
    }, NOTICE_MS)
    setTimeout(() => process.exit(0), NOTICE_MS + DRAIN_MS).unref()
  }
  process.once('SIGTERM', drain)
  process.once('SIGINT', drain)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
