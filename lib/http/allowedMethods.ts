import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * Whether the request's method is one of `allowed`; when not, the response is set to 405 with
 * an `Allow` header naming them, and the caller answers the body. The one method check of the
 * API routes (apiRoute), the SEO files and the pages rendered per request.
 */
export function isAllowedMethod(
  req: IncomingMessage,
  res: ServerResponse,
  allowed: readonly string[],
): boolean {
  if (allowed.includes(req.method ?? 'GET')) return true
  res.statusCode = 405
  res.setHeader('Allow', allowed.join(', '))
  return false
}
