/**
 * The core service's HTTP server: finds the route, checks the sender headers and the caller's
 * token, runs the route and turns every refusal into `{ message: CODE }` with its status.
 */

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { AuthError, createTokenVerifier, type TokenVerifier } from './auth'
import type { CoreConfig } from './config'
import { openDatabase } from './database'
import { createEnquiryRepository } from './enquiryRepository'
import { insertExampleEnquiries } from './exampleEnquiries'
import { HttpError, readJsonBody, sendJson } from './http'
import { createRoutes, isAllowed, type Reply, type Route } from './routes'
import { createDailySalt } from './dailySalt'
import { createSiteAnalyticsRepository } from './siteAnalyticsRepository'
import { createSiteAnalyticsRoutes } from './siteAnalyticsRoutes'
import { createAlertReports } from './alertReports'
import { createAlertRepository } from './alertRepository'
import { createAlertRoutes } from './alertRoutes'

export interface CoreService {
  /** Base address, e.g. http://127.0.0.1:4100 */
  url: string
  /** Stops taking requests, lets running ones finish, then closes the database. */
  close: () => Promise<void>
}

interface Handler {
  config: CoreConfig
  routes: Route[]
  verifyToken: TokenVerifier
}

const NOT_AUTHORIZED = 'NOT_AUTHORIZED'

/** The route for a path and method, or the refusal: 404 for no such path, 405 for no such method. */
function findRoute(routes: Route[], method: string, pathname: string) {
  const matching = routes.flatMap((route) => {
    const match = route.pattern.exec(pathname)
    return match === null ? [] : [{ route, params: match.slice(1) }]
  })
  if (matching.length === 0) throw new HttpError(404, 'NOT_FOUND')
  const found = matching.find(({ route }) => route.method === method)
  if (found === undefined) {
    const allow = matching.map(({ route }) => route.method).join(', ')
    throw new HttpError(405, 'METHOD_NOT_ALLOWED', {}, { Allow: allow })
  }
  return {
    route: found.route,
    // A malformed escape cannot name an enquiry: the lookup then finds nothing (404).
    params: found.params.map((param) => {
      try {
        return decodeURIComponent(param)
      } catch {
        return ''
      }
    }),
  }
}

function checkSenderHeaders(request: IncomingMessage, config: CoreConfig): void {
  if (request.headers['x-sender'] !== 'Admin') throw new HttpError(400, 'UNKNOWN_SENDER')
  if (request.headers['x-business-unit'] !== config.businessUnit) {
    throw new HttpError(400, 'UNKNOWN_BUSINESS_UNIT')
  }
}

async function dispatch(request: IncomingMessage, handler: Handler): Promise<Reply> {
  const target = request.url ?? ''
  // Only origin-form targets ("/path?query"); prefixed rather than resolved against a base so
  // that "//x" stays a path, not a host.
  if (!target.startsWith('/')) throw new HttpError(404, 'NOT_FOUND')
  const url = new URL(`http://core.invalid${target}`)
  const { route, params } = findRoute(handler.routes, request.method ?? '', url.pathname)
  const context = {
    params,
    query: url.searchParams,
    readBody: (limit?: number) => readJsonBody(request, limit),
  }
  if (route.access === 'public') return route.handle(context)

  checkSenderHeaders(request, handler.config)
  const caller = await handler.verifyToken(request.headers.authorization)
  if (!isAllowed(route.access, caller, handler.config)) throw new HttpError(403, NOT_AUTHORIZED)
  return route.handle(context, caller)
}

/** "a: b: c" from an error and its causes: one log line, no stack. */
function describeChain(error: unknown): string {
  const messages: string[] = []
  for (let link = error; link instanceof Error; link = link.cause) messages.push(link.message)
  return messages.join(': ')
}

function refusal(error: unknown, request: IncomingMessage): HttpError {
  if (error instanceof HttpError) return error
  if (error instanceof AuthError && error.reason === 'invalid') {
    return new HttpError(401, NOT_AUTHORIZED, {}, { 'WWW-Authenticate': 'Bearer realm="core"' })
  }
  if (error instanceof AuthError) {
    console.error(`core service: ${describeChain(error)}`)
    return new HttpError(503, 'AUTH_UNAVAILABLE', {}, { 'Retry-After': '5' })
  }
  console.error(`core service: ${request.method} ${request.url} failed:`, error)
  return new HttpError(500, 'INTERNAL_ERROR')
}

async function handleRequest(
  request: IncomingMessage,
  response: ServerResponse,
  handler: Handler,
): Promise<void> {
  try {
    const reply = await dispatch(request, handler)
    sendJson(response, reply.status, reply.body)
  } catch (error) {
    const { status, code, details, headers } = refusal(error, request)
    sendJson(response, status, { message: code, ...details }, headers)
  }
}

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve(server.address() as AddressInfo)
    })
  })
}

/** Opens the database and listens; `config.port` 0 picks a free port. */
export async function startCoreService(config: CoreConfig): Promise<CoreService> {
  const database = await openDatabase(config.dbFile, {
    onCreate: config.exampleEnquiries ? (db) => insertExampleEnquiries(db, new Date()) : undefined,
  })
  const now = config.now ?? (() => new Date())
  const analytics = createSiteAnalyticsRepository(database, createDailySalt(), now)
  const alerts = createAlertRepository(database, {
    now,
    sendsPerMinute: config.alertSendsPerMinute,
  })
  const handler: Handler = {
    config,
    routes: [
      ...createRoutes(config, createEnquiryRepository(database, now)),
      ...createSiteAnalyticsRoutes(analytics),
      ...createAlertRoutes(alerts, createAlertReports(database, now)),
    ],
    verifyToken: createTokenVerifier(config),
  }
  // No visitor id outlives its day, even on a day nobody visits.
  const closeDays = () =>
    analytics.closePastDays().catch((error: unknown) => {
      console.error(`core service: analytics: ${describeChain(error)}`)
    })
  void closeDays()
  const dayTimer = setInterval(closeDays, 60 * 60 * 1000)
  dayTimer.unref()
  // Expired sign-ups go within the hour even when nobody signs up (sign-ups sweep too).
  const sweepAlerts = () =>
    alerts.sweep().catch((error: unknown) => {
      console.error(`core service: alerts: ${describeChain(error)}`)
    })
  void sweepAlerts()
  const sweepTimer = setInterval(sweepAlerts, 60 * 60 * 1000)
  sweepTimer.unref()
  const server = createServer((request, response) => {
    void handleRequest(request, response, handler)
  })

  let address: AddressInfo
  try {
    address = await listen(server, config.port, config.host)
  } catch (error) {
    clearInterval(dayTimer)
    clearInterval(sweepTimer)
    await database.close()
    throw error
  }
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address

  return {
    url: `http://${host}:${address.port}`,
    close: async () => {
      clearInterval(dayTimer)
      clearInterval(sweepTimer)
      // Node 20's close() also ends idle keep-alive connections; busy ones finish first.
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      )
      await database.close()
    },
  }
}
