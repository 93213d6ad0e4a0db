import type { NextApiRequest, NextApiResponse } from 'next'
import { sendApiError } from './apiError'
import { isAllowedMethod } from './allowedMethods'
import { BodyTooLargeError } from './body'
import { apiMessage, requestLang } from './apiMessage'
import { logToServerLog, type LogError } from './logError'

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

// The answer types of the routes differ; the layer only sends its own error bodies.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyResponse = NextApiResponse<any>

export type ApiHandler = (req: NextApiRequest, res: AnyResponse) => unknown

export interface ApiRouteOptions {
  /** Where an unexpected error is reported (console.error unless a test listens). */
  logError?: LogError
}

/**
 * An API route as its methods and their handlers: `apiRoute({ GET: list, HEAD: list })`.
 * Another method is answered 405 with `Allow` naming the declared ones (in their order), an
 * oversized body (readRawBody's BodyTooLargeError) is answered 413, any other error a handler
 * throws is logged and answered 500 as JSON, never as Next's HTML page. Both
 * answers are never cached and are written in the asker's language (Accept-Language).
 */
export function apiRoute(
  handlers: Partial<Record<HttpMethod, ApiHandler>>,
  { logError = logToServerLog }: ApiRouteOptions = {},
) {
  const allowed = Object.keys(handlers)
  return async function route(req: NextApiRequest, res: AnyResponse): Promise<void> {
    if (!isAllowedMethod(req, res, allowed)) {
      res.setHeader('Cache-Control', 'no-store')
      const values = { method: req.method ?? '', allowed: allowed.join(', ') }
      return sendApiError(res, 405, apiMessage(requestLang(req), 'methodNotAllowed', values))
    }
    const handler = handlers[req.method as HttpMethod] as ApiHandler
    try {
      await handler(req, res)
    } catch (error) {
      if (error instanceof BodyTooLargeError && !res.headersSent) {
        res.setHeader('Cache-Control', 'no-store')
        const values = { limit: error.limit }
        return sendApiError(res, 413, apiMessage(requestLang(req), 'tooLarge', values))
      }
      logError(`${req.method} ${req.url ?? ''} failed:`, error)
      // Part of the answer is gone already: all that is left is to end it.
      if (res.headersSent) return void res.end()
      res.setHeader('Cache-Control', 'no-store')
      sendApiError(res, 500, apiMessage(requestLang(req), 'internal'))
    }
  }
}
