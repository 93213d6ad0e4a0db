/**
 * @jest-environment node
 */
import { Readable } from 'node:stream'
import type { GetServerSidePropsContext } from 'next'
import { createRateLimiter } from '@/shared/rateLimits'
import { alertLinkKey, signAlertLink } from './alertLinks'
import {
  createConfirmPageProps,
  createManagePageProps,
  createSignUpPageProps,
  createUnsubscribePageProps,
  type AlertPageDeps,
} from './alertPageProps'
import type { AlertService } from './alertService'
import type { CoreAlerts } from './coreAlerts'
import type { AlertSubscriber } from './types'

// The alert pages as a visitor's browser meets them: GET shows, POST does, and every refusal is
// a page with its status and nothing changed.

const NOW = Date.parse('2026-12-02T03:00:00Z')
const ORIGIN = 'http://site.test'
const key = alertLinkKey('a session secret of at least thirty-two characters')
const ID = '0f8fad5b-d9cb-469f-a165-70867728950e'

const subscriber = (change: Partial<AlertSubscriber> = {}): AlertSubscriber => ({
  id: ID,
  email: 'somchai@example.co.th',
  lang: 'th',
  topics: ['results', 'dividends'],
  status: 'pending',
  consentAt: '2026-12-02T02:00:00Z',
  consentVersion: 'alerts-consent-2026-12',
  consentLang: 'th',
  createdAt: '2026-12-02T02:00:00Z',
  confirmedAt: null,
  expiresAt: '2026-12-04T02:00:00Z',
  ...change,
})

function fakeCore(stored: AlertSubscriber | null = subscriber()) {
  const calls: [string, ...unknown[]][] = []
  let current = stored
  const core: CoreAlerts = {
    subscribe: async (input) => {
      calls.push(['subscribe', input])
      return { status: 'pending' }
    },
    subscriber: async () => current,
    confirm: async (id) => {
      calls.push(['confirm', id])
      current = current && { ...current, status: 'confirmed', expiresAt: null }
      return current
    },
    update: async (id, change) => {
      calls.push(['update', id, change])
      current = current && { ...current, ...change }
      return current
    },
    unsubscribe: async (id) => {
      calls.push(['unsubscribe', id])
      current = null
    },
    syncItems: async () => ({ announced: [], baseline: false }),
    claim: async () => [],
    report: async () => true,
    keepInOutbox: async () => {},
  }
  return { core, calls }
}

function deps(core: CoreAlerts | null, limits = { perClient: 10, perAddress: 3 }): AlertPageDeps {
  const service: AlertService | null = core && { core, linkKey: key, siteUrl: ORIGIN }
  return {
    service: () => service,
    perClient: createRateLimiter({ name: 'c', points: limits.perClient, durationSeconds: 600 }),
    perAddress: createRateLimiter({ name: 'a', points: limits.perAddress, durationSeconds: 3600 }),
    perClientLinks: createRateLimiter({ name: 'l', points: 60, durationSeconds: 600 }),
    clientKey: () => '192.0.2.1',
    siteOrigin: () => ORIGIN,
    now: () => NOW,
    logError: () => {},
  }
}

interface Visit {
  method?: string
  body?: string
  headers?: Record<string, string>
  query?: Record<string, string>
  locale?: string
}

async function visit(
  getProps: ReturnType<typeof createSignUpPageProps> | ReturnType<typeof createConfirmPageProps>,
  { method = 'GET', body = '', headers = { origin: ORIGIN }, query = {}, locale = 'en' }: Visit,
) {
  const req = Object.assign(Readable.from([Buffer.from(body)]), { method, headers })
  const sent = new Map<string, string>()
  const res = { statusCode: 200, setHeader: (name: string, value: string) => sent.set(name, value) }
  const result = await getProps({ locale, req, res, query } as unknown as GetServerSidePropsContext)
  if (!('props' in result)) throw new Error('expected props')
  const props = (await result.props) as unknown as Record<string, unknown>
  return { status: res.statusCode, headers: sent, props }
}

const signUpBody = (email = 'Somchai@Example.co.th') =>
  new URLSearchParams([
    ['email', email],
    ['lang', 'th'],
    ['topics', 'results'],
    ['topics', 'dividends'],
    ['consent', 'yes'],
  ]).toString()

describe('the sign-up page', () => {
  it('shows the form on GET, never cached', async () => {
    const { status, headers, props } = await visit(createSignUpPageProps(deps(fakeCore().core)), {})
    expect(status).toBe(200)
    expect(headers.get('Cache-Control')).toBe('private, no-store')
    expect(props).toMatchObject({ values: null, problems: {}, failure: null, sentTo: null })
  })

  it('hands a valid sign-up to the core service with the consent version', async () => {
    const { core, calls } = fakeCore()
    const { status, props } = await visit(createSignUpPageProps(deps(core)), {
      method: 'POST',
      body: signUpBody(),
    })
    expect(status).toBe(200)
    expect(props.sentTo).toBe('somchai@example.co.th')
    expect(calls).toEqual([
      [
        'subscribe',
        {
          email: 'somchai@example.co.th',
          lang: 'th',
          topics: ['results', 'dividends'],
          consentVersion: 'alerts-consent-2026-12',
        },
      ],
    ])
  })

  it('answers a malformed address 400 with the form again, storing nothing', async () => {
    const { core, calls } = fakeCore()
    const { status, props } = await visit(createSignUpPageProps(deps(core)), {
      method: 'POST',
      body: signUpBody('somchai@'),
    })
    expect(status).toBe(400)
    expect(props.problems).toEqual({ email: true })
    expect(props.values).toMatchObject({ email: 'somchai@', topics: ['results', 'dividends'] })
    expect(calls).toEqual([])
  })

  it('answers 413 for a body over 8 KiB, 403 for another site, 405 for another method', async () => {
    const getProps = createSignUpPageProps(deps(fakeCore().core))
    const big = await visit(getProps, { method: 'POST', body: `email=${'a'.repeat(9000)}` })
    expect(big.status).toBe(413)
    expect(big.props.failure).toEqual({ code: 'tooLarge' })
    const crossSite = await visit(getProps, {
      method: 'POST',
      body: signUpBody(),
      headers: { origin: 'https://evil.example' },
    })
    expect(crossSite.status).toBe(403)
    const put = await visit(getProps, { method: 'PUT' })
    expect(put.status).toBe(405)
    expect(put.headers.get('Allow')).toBe('GET, HEAD, POST')
  })

  it('limits sign-ups per client and per address with 429 and Retry-After', async () => {
    const getProps = createSignUpPageProps(deps(fakeCore().core, { perClient: 10, perAddress: 2 }))
    for (let index = 0; index < 2; index += 1) {
      expect((await visit(getProps, { method: 'POST', body: signUpBody() })).status).toBe(200)
    }
    const third = await visit(getProps, { method: 'POST', body: signUpBody() })
    expect(third.status).toBe(429)
    expect(third.props.failure).toMatchObject({ code: 'tooManyForAddress' })
    expect(Number(third.headers.get('Retry-After'))).toBeGreaterThan(0)
    const other = await visit(getProps, { method: 'POST', body: signUpBody('other@example.com') })
    expect(other.status).toBe(200)
  })

  it('says the service is unavailable (503, not a 5xx page) when the core service fails', async () => {
    const { core } = fakeCore()
    core.subscribe = async () => {
      throw new Error('ECONNREFUSED')
    }
    const { status, props } = await visit(createSignUpPageProps(deps(core)), {
      method: 'POST',
      body: signUpBody(),
    })
    expect(status).toBe(503)
    expect(props.failure).toEqual({ code: 'unavailable' })
    expect(props.values).toMatchObject({ email: 'somchai@example.co.th' })
  })
})

describe('the pages an e-mail links to', () => {
  const confirmToken = signAlertLink(key, {
    purpose: 'confirm',
    subscriberId: ID,
    expiresAt: Date.parse('2026-12-04T02:00:00Z') / 1000,
  })
  const subscriberToken = signAlertLink(key, { purpose: 'subscriber', subscriberId: ID })

  it('confirms on POST only: GET shows the button, a mail scanner changes nothing', async () => {
    const { core, calls } = fakeCore()
    const getProps = createConfirmPageProps(deps(core))
    const shown = await visit(getProps, { query: { token: confirmToken } })
    expect(shown.status).toBe(200)
    expect(shown.props.subscriber).toMatchObject({ status: 'pending' })
    expect(calls).toEqual([])
    const done = await visit(getProps, { method: 'POST', query: { token: confirmToken } })
    expect(done.props).toMatchObject({ done: 'confirmed', subscriber: { status: 'confirmed' } })
    expect(done.props.manageToken).toEqual(expect.any(String))
    expect(calls).toEqual([['confirm', ID]])
  })

  it('refuses a forged link (400), an expired one (410), a gone subscriber (404), changing nothing', async () => {
    const { core, calls } = fakeCore()
    const confirm = createConfirmPageProps(deps(core))
    const forged = await visit(confirm, {
      method: 'POST',
      query: { token: `${confirmToken.slice(0, -2)}xx` },
    })
    expect([forged.status, forged.props.problem]).toEqual([400, 'malformed'])
    const expired = createConfirmPageProps({
      ...deps(core),
      now: () => Date.parse('2026-12-04T02:00:00Z'),
    })
    const late = await visit(expired, { method: 'POST', query: { token: confirmToken } })
    expect([late.status, late.props.problem]).toEqual([410, 'expired'])
    const wrongPurpose = await visit(confirm, { query: { token: subscriberToken } })
    expect(wrongPurpose.status).toBe(400)
    expect(calls).toEqual([])
    const gone = await visit(createManagePageProps(deps(fakeCore(null).core)), {
      query: { token: subscriberToken },
    })
    expect([gone.status, gone.props.problem]).toEqual([404, 'gone'])
  })

  it('changes topics and language on the manage page; none chosen is a 400', async () => {
    const { core, calls } = fakeCore(subscriber({ status: 'confirmed' }))
    const manage = createManagePageProps(deps(core))
    const saved = await visit(manage, {
      method: 'POST',
      query: { token: subscriberToken },
      body: 'lang=en&topics=irEvents',
    })
    expect(saved.props).toMatchObject({
      done: 'saved',
      subscriber: { lang: 'en', topics: ['irEvents'] },
    })
    const none = await visit(manage, {
      method: 'POST',
      query: { token: subscriberToken },
      body: 'lang=en',
    })
    expect([none.status, none.props.formProblem]).toEqual([400, 'topics'])
    expect(calls).toEqual([['update', ID, { lang: 'en', topics: ['irEvents'] }]])
  })

  it('unsubscribes on POST from the unsubscribe page', async () => {
    const { core, calls } = fakeCore(subscriber({ status: 'confirmed' }))
    const page = createUnsubscribePageProps(deps(core))
    const asked = await visit(page, { query: { token: subscriberToken } })
    expect(asked.props.subscriber).toMatchObject({ email: 'somchai@example.co.th' })
    const done = await visit(page, { method: 'POST', query: { token: subscriberToken } })
    expect(done.props.done).toBe('unsubscribed')
    expect(calls).toEqual([['unsubscribe', ID]])
  })
})
