/**
 * The e-mail alert routes (issue 33): the site's instances sign people up, sync the public items
 * and work the delivery queue with their client-credentials token (`enquiryWriter`); the
 * console reads counts, announcements, one address and the outbox (`admin`).
 */

import type { AlertReports } from './alertReports'
import type { AlertRepository } from './alertRepository'
import {
  ITEMS_BODY_BYTES,
  OUTBOX_BODY_BYTES,
  parseClaim,
  parseDeliveryResult,
  parseItems,
  parseLookupQuery,
  parseNewSubscription,
  parseOutboxMessage,
  parseOutboxQuery,
  parseSubscriptionChange,
} from './alertRequests'
import { HttpError } from './http'
import type { Route } from './routes'

const notFound = () => new HttpError(404, 'NOT_FOUND')

function found<T>(value: T | null): T {
  if (value === null) throw notFound()
  return value
}

export function createAlertRoutes(alerts: AlertRepository, reports: AlertReports): Route[] {
  return [
    {
      method: 'POST',
      pattern: /^\/alerts\/subscribers$/,
      access: 'enquiryWriter',
      handle: async ({ readBody }) => ({
        status: 202,
        body: { status: await alerts.subscribe(parseNewSubscription(await readBody())) },
      }),
    },
    {
      method: 'GET',
      pattern: /^\/alerts\/subscribers$/,
      access: 'admin',
      handle: async ({ query }) => ({
        status: 200,
        body: await reports.lookup(parseLookupQuery(query)),
      }),
    },
    {
      method: 'GET',
      pattern: /^\/alerts\/subscribers\/([^/]+)$/,
      access: 'enquiryWriter',
      handle: async ({ params: [id = ''] }) => ({
        status: 200,
        body: found(await alerts.getSubscriber(id)),
      }),
    },
    {
      method: 'POST',
      pattern: /^\/alerts\/subscribers\/([^/]+)\/confirm$/,
      access: 'enquiryWriter',
      handle: async ({ params: [id = ''] }) => ({
        status: 200,
        body: found(await alerts.confirm(id)),
      }),
    },
    {
      method: 'PUT',
      pattern: /^\/alerts\/subscribers\/([^/]+)$/,
      access: 'enquiryWriter',
      handle: async ({ params: [id = ''], readBody }) => {
        const change = parseSubscriptionChange(await readBody())
        return { status: 200, body: found(await alerts.update(id, change)) }
      },
    },
    {
      method: 'DELETE',
      pattern: /^\/alerts\/subscribers\/([^/]+)$/,
      // The site (an unsubscribe) and the console (a PDPA request); admin is in enquiryWriter.
      access: 'enquiryWriter',
      handle: async ({ params: [id = ''] }) => {
        await alerts.remove(id)
        return { status: 204, body: null }
      },
    },
    {
      method: 'POST',
      pattern: /^\/alerts\/items$/,
      access: 'enquiryWriter',
      handle: async ({ readBody }) => ({
        status: 200,
        body: await alerts.syncItems(parseItems(await readBody(ITEMS_BODY_BYTES))),
      }),
    },
    {
      method: 'POST',
      pattern: /^\/alerts\/deliveries\/claim$/,
      access: 'enquiryWriter',
      handle: async ({ readBody }) => ({
        status: 200,
        body: { deliveries: await alerts.claim(parseClaim(await readBody())) },
      }),
    },
    {
      method: 'POST',
      pattern: /^\/alerts\/deliveries\/([^/]+)\/result$/,
      access: 'enquiryWriter',
      handle: async ({ params: [id = ''], readBody }) => {
        const outcome = await alerts.report(id, parseDeliveryResult(await readBody()))
        if (outcome.kind === 'not_found') throw notFound()
        // A late report of a delivery already settled (its lease ran out, another sent it).
        if (outcome.kind === 'settled') throw new HttpError(409, 'DELIVERY_SETTLED')
        return { status: 200, body: outcome.delivery }
      },
    },
    {
      method: 'POST',
      pattern: /^\/alerts\/outbox$/,
      access: 'enquiryWriter',
      handle: async ({ readBody }) => ({
        status: 201,
        body: await alerts.addOutboxMessage(parseOutboxMessage(await readBody(OUTBOX_BODY_BYTES))),
      }),
    },
    {
      method: 'GET',
      pattern: /^\/alerts\/outbox$/,
      access: 'admin',
      handle: async ({ query }) => ({
        status: 200,
        body: { messages: await reports.outbox(parseOutboxQuery(query)) },
      }),
    },
    {
      method: 'GET',
      pattern: /^\/alerts\/outbox\/([^/]+)$/,
      access: 'admin',
      handle: async ({ params: [id = ''] }) => ({
        status: 200,
        body: found(await reports.outboxMessage(id)),
      }),
    },
    {
      method: 'GET',
      pattern: /^\/alerts\/overview$/,
      access: 'admin',
      handle: async () => ({ status: 200, body: await reports.overview() }),
    },
    {
      method: 'GET',
      pattern: /^\/alerts\/announcements\/([^/]+)$/,
      access: 'admin',
      handle: async ({ params: [id = ''] }) => ({
        status: 200,
        body: found(await reports.announcement(id)),
      }),
    },
  ]
}
