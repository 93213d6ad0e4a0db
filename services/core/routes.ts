/** The API's routes: who may call each, and what each does. */

import type { Caller } from './auth'
import type { CoreConfig } from './config'
import type { EnquiryRepository } from './enquiryRepository'
import { HttpError } from './http'
import { createMarketDataRoutes } from './marketDataRoutes'
import { buildProfile } from './profile'
import { parseListQuery, parseNewEnquiry, parseStatusChange } from './requests'

export interface RequestContext {
  /** The pattern's captured path segments, decoded. */
  params: string[]
  query: URLSearchParams
  /** The JSON body; over `limit` bytes (64 KiB unless given) 413. */
  readBody: (limit?: number) => Promise<unknown>
}

export interface Reply {
  status: number
  body: unknown
}

/**
 * `admin`: the admin role. `enquiryWriter`: the `enquiries:write` scope or the admin role.
 * `reader`: any valid token of this service's audience (public figures such as market data).
 */
export type Access = 'admin' | 'enquiryWriter' | 'reader'

export type Route = { method: string; pattern: RegExp } & (
  | { access: 'public'; handle: (context: RequestContext) => Promise<Reply> }
  | { access: Access; handle: (context: RequestContext, caller: Caller) => Promise<Reply> }
)

export const ENQUIRY_WRITE_SCOPE = 'enquiries:write'

export function isAllowed(access: Access, caller: Caller, config: CoreConfig): boolean {
  if (access === 'reader') return true
  const isAdmin = caller.roles.includes(config.adminRole)
  return access === 'admin' ? isAdmin : isAdmin || caller.scopes.includes(ENQUIRY_WRITE_SCOPE)
}

/** Who a history entry names: a person by e-mail, the site's server by its client id. */
function actor(caller: Caller): string {
  return caller.email ?? caller.clientId ?? caller.subject
}

const notFound = () => new HttpError(404, 'NOT_FOUND')

export function createRoutes(config: CoreConfig, enquiries: EnquiryRepository): Route[] {
  return [
    {
      method: 'GET',
      pattern: /^\/health$/,
      access: 'public',
      handle: async () => ({ status: 200, body: { status: 'ok' } }),
    },
    {
      method: 'GET',
      pattern: /^\/profile$/,
      access: 'admin',
      handle: async (_context, caller) => ({ status: 200, body: buildProfile(caller, config) }),
    },
    {
      method: 'GET',
      pattern: /^\/enquiries$/,
      access: 'admin',
      handle: async ({ query }) => ({
        status: 200,
        body: await enquiries.list(parseListQuery(query)),
      }),
    },
    {
      method: 'POST',
      pattern: /^\/enquiries$/,
      access: 'enquiryWriter',
      handle: async ({ readBody }, caller) => {
        const input = parseNewEnquiry(await readBody())
        const { enquiry, isCreated } = await enquiries.create(input, actor(caller))
        return { status: isCreated ? 201 : 200, body: enquiry }
      },
    },
    {
      method: 'GET',
      pattern: /^\/enquiries\/([^/]+)$/,
      access: 'admin',
      handle: async ({ params: [id = ''] }) => {
        const enquiry = await enquiries.get(id)
        if (enquiry === null) throw notFound()
        return { status: 200, body: enquiry }
      },
    },
    {
      method: 'PATCH',
      pattern: /^\/enquiries\/([^/]+)$/,
      access: 'admin',
      handle: async ({ params: [id = ''], readBody }, caller) => {
        const change = parseStatusChange(await readBody())
        const result = await enquiries.changeStatus(id, change, actor(caller))
        if (result.kind === 'not_found') throw notFound()
        if (result.kind === 'invalid_transition') throw new HttpError(409, 'INVALID_TRANSITION')
        return { status: 200, body: result.enquiry }
      },
    },
    ...createMarketDataRoutes(),
  ]
}
