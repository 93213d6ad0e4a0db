import type * as z from 'zod'
import { HttpError } from './http'

/**
 * Parses `input` (a body, or a query string as an object) with `schema`, or throws 400
 * `INVALID_REQUEST` with one message per field path (`fields.email`, `items.0.th.url`; `body`
 * when the whole input is wrong): every route refuses bad input in the same words.
 */
export function parseRequest<T>(schema: z.ZodType<T, unknown>, input: unknown): T {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const key = issue.path.length === 0 ? 'body' : issue.path.join('.')
    errors[key] ??= issue.message
  }
  throw new HttpError(400, 'INVALID_REQUEST', { errors })
}
