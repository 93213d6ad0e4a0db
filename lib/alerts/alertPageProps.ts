import type { IncomingMessage, ServerResponse } from 'node:http'
import type { GetServerSideProps, GetServerSidePropsContext } from 'next'
import { isAllowedMethod } from '@/lib/http/allowedMethods'
import { BodyTooLargeError, readRawBody } from '@/lib/http/body'
import { logToServerLog, type LogError } from '@/lib/http/logError'
import { isLang, type Lang } from '@/lib/i18n/lang'
import { pageTranslations } from '@/lib/i18n/pageTranslations'
import { getSiteLayout } from '@/lib/page/getSiteLayout'
import type { PublicPageProps } from '@/lib/page/publicPage'
import { isSameOrigin } from '@/lib/security/sameOrigin'
import { minutesToWait, type RateLimiter } from '@/shared/rateLimits'
import { signAlertLink, verifyAlertLink, type AlertLinkPurpose } from './alertLinks'
import type { AlertService } from './alertService'
import { alertDeliveriesWaiting } from './alertSignals'
import {
  parseSignUpForm,
  parseTopicsForm,
  type SignUpProblems,
  type SignUpValues,
} from './signUpForm'
import { ALERT_CONSENT_VERSION, type AlertTopic } from './topics'

// The alert pages are rendered per request (they answer a form or a link's token) and never
// stored by a shared cache: each shows one person's address. Every one works without script: the
// forms post to the page itself, which answers with the outcome (or the form again, with the
// status of what was wrong).

export const ALERT_PAGE_NAMESPACES = ['alerts']

/** A form of a few fields: far larger is not a person's sign-up. */
export const MAX_FORM_BYTES = 8 * 1024

export type AlertFailure =
  | { code: 'tooLarge' }
  | { code: 'tooMany'; minutes: number }
  | { code: 'tooManyForAddress'; minutes: number }
  | { code: 'crossSite' }
  | { code: 'unavailable' }

/** Why a link's page shows no form: its token, or the subscriber it names. */
export type LinkProblem = 'malformed' | 'expired' | 'gone'

export interface AlertPageDeps {
  /** The core service and link key; null when the site has no token for the core service. */
  service: () => AlertService | null
  /** Sign-ups per client and per address (RATE_LIMITS.alertSignUp / alertSignUpAddress). */
  perClient: RateLimiter
  perAddress: RateLimiter
  /** Any use of an e-mail's link, per client (RATE_LIMITS.alertLinks). */
  perClientLinks: RateLimiter
  clientKey: (req: IncomingMessage) => string
  siteOrigin: () => string
  now?: () => number
  logError?: LogError
}

type Context = GetServerSidePropsContext

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await readRawBody(req, MAX_FORM_BYTES))
}

function noStore(res: ServerResponse) {
  res.setHeader('Cache-Control', 'private, no-store')
  // A token in the address must not travel on in a Referer to another site. Not no-referrer:
  // with it Chromium sends `Origin: null` with the page's own form posts, refused as cross-site.
  res.setHeader('Referrer-Policy', 'same-origin')
}

async function shell<T extends object>(
  lang: Lang,
  props: T,
): Promise<{ props: PublicPageProps<T> }> {
  const [layout, translations] = await Promise.all([
    getSiteLayout(lang),
    pageTranslations(lang, ALERT_PAGE_NAMESPACES),
  ])
  return { props: { ...props, layout, ...translations } }
}

// --- Sign-up -------------------------------------------------------------------------------

export interface SignUpPageState {
  /** What the form shows: the visitor's entries after a refusal, else nothing chosen. */
  values: SignUpValues | null
  problems: SignUpProblems
  failure: AlertFailure | null
  /** The address the confirmation went to, once the sign-up is taken. */
  sentTo: string | null
}

export type SignUpPageProps = PublicPageProps<SignUpPageState>

/**
 * `/{lang}/alerts`: the sign-up form (GET), and what a sign-up gets (POST): 200 with "check
 * your inbox" once the core service has it, else the form again with every problem — 400 for a
 * field, 413 for a body over 8 KiB, 429 past a limit (per client and per address, with
 * Retry-After), 403 from another site's form, 503 when the core service cannot take it.
 */
export function createSignUpPageProps(deps: AlertPageDeps): GetServerSideProps<SignUpPageProps> {
  const { logError = logToServerLog } = deps
  return async ({ locale, req, res }: Context) => {
    if (!isLang(locale)) return { notFound: true }
    if (!isAllowedMethod(req, res, ['GET', 'HEAD', 'POST'])) {
      return shell(locale, { values: null, problems: {}, failure: null, sentTo: null })
    }
    const lang = locale
    noStore(res)
    const state = await signUp(lang, req, res, deps, logError)
    return shell(lang, state)
  }
}

async function signUp(
  lang: Lang,
  req: IncomingMessage,
  res: ServerResponse,
  deps: AlertPageDeps,
  logError: LogError,
): Promise<SignUpPageState> {
  const idle: SignUpPageState = { values: null, problems: {}, failure: null, sentTo: null }
  if (req.method !== 'POST') return idle
  const refuse = (status: number, failure: AlertFailure, values: SignUpValues | null = null) => {
    res.statusCode = status
    return { ...idle, values, failure }
  }
  if (!isSameOrigin(req.headers, deps.siteOrigin())) return refuse(403, { code: 'crossSite' })
  let form: URLSearchParams
  try {
    form = await readForm(req)
  } catch (error) {
    if (error instanceof BodyTooLargeError) return refuse(413, { code: 'tooLarge' })
    throw error
  }
  const { values, problems } = parseSignUpForm(form, lang)
  if (Object.keys(problems).length > 0) {
    res.statusCode = 400
    return { ...idle, values, problems }
  }
  const service = deps.service()
  if (service === null) return refuse(503, { code: 'unavailable' }, values)
  const byClient = await deps.perClient.consume(deps.clientKey(req))
  if (!byClient.allowed) {
    res.setHeader('Retry-After', String(byClient.retryAfterSeconds))
    return refuse(
      429,
      { code: 'tooMany', minutes: minutesToWait(byClient.retryAfterSeconds) },
      values,
    )
  }
  const byAddress = await deps.perAddress.consume(values.email)
  if (!byAddress.allowed) {
    res.setHeader('Retry-After', String(byAddress.retryAfterSeconds))
    const minutes = minutesToWait(byAddress.retryAfterSeconds)
    return refuse(429, { code: 'tooManyForAddress', minutes }, values)
  }
  try {
    await service.core.subscribe({
      email: values.email,
      lang: values.lang,
      topics: values.topics,
      consentVersion: ALERT_CONSENT_VERSION,
    })
  } catch (error) {
    logError('Alert sign-up failed', error)
    // Not the visitor's doing: neither counts against them.
    await Promise.all([
      deps.perClient.refund(deps.clientKey(req)),
      deps.perAddress.refund(values.email),
    ]).catch(() => undefined)
    return refuse(503, { code: 'unavailable' }, values)
  }
  // The confirmation goes out from this instance at once rather than at its next look.
  alertDeliveriesWaiting()
  // The same answer whether the address was new, pending or confirmed: the page tells nobody
  // who else has signed up.
  return { ...idle, sentTo: values.email }
}

// --- The e-mails' links --------------------------------------------------------------------

export interface LinkedSubscriber {
  email: string
  lang: Lang
  topics: AlertTopic[]
  status: 'pending' | 'confirmed'
}

export interface LinkPageState {
  token: string
  subscriber: LinkedSubscriber | null
  problem: LinkProblem | null
  failure: AlertFailure | null
  /** What the POST did: confirmed, saved, unsubscribed; null for a GET. */
  done: 'confirmed' | 'saved' | 'unsubscribed' | null
  /** The manage form's refusal. */
  formProblem: 'lang' | 'topics' | null
  /** A confirmed subscriber's link to the manage page (the confirmation page offers it). */
  manageToken: string | null
}

export type LinkPageProps = PublicPageProps<LinkPageState>

type LinkAction = (
  service: AlertService,
  subscriberId: string,
  form: URLSearchParams,
) => Promise<
  | { subscriber: LinkedSubscriber | null; done: LinkPageState['done'] }
  | { formProblem: 'lang' | 'topics'; subscriber: LinkedSubscriber | null }
>

function linked(subscriber: {
  email: string
  lang: Lang
  topics: AlertTopic[]
  status: 'pending' | 'confirmed'
}): LinkedSubscriber {
  const { email, lang, topics, status } = subscriber
  return { email, lang, topics, status }
}

const LINK_STATUS: Record<LinkProblem, number> = { malformed: 400, expired: 410, gone: 404 }

/**
 * A page an e-mail links to, `?token=` naming the subscriber: GET shows what the link would do
 * and a button (a mail scanner following links changes nothing); POST does it. A token that is
 * malformed or forged is a 400 page, an expired confirmation a 410, a subscriber who is gone a
 * 404 — each saying so, with nothing changed.
 */
function createLinkPageProps(
  purpose: AlertLinkPurpose,
  action: LinkAction,
  deps: AlertPageDeps,
): GetServerSideProps<LinkPageProps> {
  const { now = Date.now, logError = logToServerLog } = deps
  return async ({ locale, req, res, query }: Context) => {
    if (!isLang(locale)) return { notFound: true }
    const lang = locale
    const token = typeof query.token === 'string' ? query.token : ''
    const base: LinkPageState = {
      token,
      subscriber: null,
      problem: null,
      failure: null,
      done: null,
      formProblem: null,
      manageToken: null,
    }
    if (!isAllowedMethod(req, res, ['GET', 'HEAD', 'POST'])) return shell(lang, base)
    noStore(res)
    let subscriberId: string | null = null
    const state = await (async (): Promise<LinkPageState> => {
      const fail = (status: number, failure: AlertFailure): LinkPageState => {
        res.statusCode = status
        return { ...base, failure }
      }
      const byClient = await deps.perClientLinks.consume(deps.clientKey(req))
      if (!byClient.allowed) {
        res.setHeader('Retry-After', String(byClient.retryAfterSeconds))
        return fail(429, { code: 'tooMany', minutes: minutesToWait(byClient.retryAfterSeconds) })
      }
      const check = verifyAlertLink(
        deps.service()?.linkKey ?? Buffer.alloc(32),
        token,
        purpose,
        now(),
      )
      if (!check.ok) {
        const problem = check.reason === 'expired' ? 'expired' : 'malformed'
        res.statusCode = LINK_STATUS[problem]
        return { ...base, problem }
      }
      const service = deps.service()
      if (service === null) return fail(503, { code: 'unavailable' })
      const id = check.claims.subscriberId
      subscriberId = id
      try {
        if (req.method === 'POST') {
          if (!isSameOrigin(req.headers, deps.siteOrigin())) return fail(403, { code: 'crossSite' })
          let form: URLSearchParams
          try {
            form = await readForm(req)
          } catch (error) {
            if (error instanceof BodyTooLargeError) return fail(413, { code: 'tooLarge' })
            throw error
          }
          const outcome = await action(service, id, form)
          if ('formProblem' in outcome) {
            res.statusCode = outcome.formProblem && outcome.subscriber ? 400 : 404
            return outcome.subscriber
              ? { ...base, subscriber: outcome.subscriber, formProblem: outcome.formProblem }
              : { ...base, problem: 'gone' }
          }
          if (outcome.done === 'unsubscribed') return { ...base, done: 'unsubscribed' }
          if (outcome.subscriber === null) {
            res.statusCode = LINK_STATUS.gone
            return { ...base, problem: purpose === 'confirm' ? 'expired' : 'gone' }
          }
          return { ...base, subscriber: outcome.subscriber, done: outcome.done }
        }
        const subscriber = await service.core.subscriber(id)
        if (subscriber === null) {
          // A confirmation link whose sign-up is gone has expired (a pending sign-up is deleted
          // when its link expires); any other link names someone who unsubscribed.
          const problem: LinkProblem = purpose === 'confirm' ? 'expired' : 'gone'
          res.statusCode = LINK_STATUS[problem]
          return { ...base, problem }
        }
        return { ...base, subscriber: linked(subscriber) }
      } catch (error) {
        logError('Alert link failed', error)
        return fail(503, { code: 'unavailable' })
      }
    })()
    const service = deps.service()
    if (
      purpose === 'confirm' &&
      state.subscriber?.status === 'confirmed' &&
      service !== null &&
      subscriberId !== null
    ) {
      state.manageToken = signAlertLink(service.linkKey, { purpose: 'subscriber', subscriberId })
    }
    return shell(lang, state)
  }
}

/** `/{lang}/alerts/confirm?token=`: the double opt-in's second step. */
export const createConfirmPageProps = (deps: AlertPageDeps) =>
  createLinkPageProps(
    'confirm',
    async (service, id) => {
      const subscriber = await service.core.confirm(id)
      return { subscriber: subscriber && linked(subscriber), done: 'confirmed' }
    },
    deps,
  )

/** `/{lang}/alerts/manage?token=`: topics and language, changed without signing in. */
export const createManagePageProps = (deps: AlertPageDeps) =>
  createLinkPageProps(
    'subscriber',
    async (service, id, form) => {
      const change = parseTopicsForm(form)
      if ('problem' in change) {
        const subscriber = await service.core.subscriber(id)
        return { formProblem: change.problem, subscriber: subscriber && linked(subscriber) }
      }
      const subscriber = await service.core.update(id, change)
      return { subscriber: subscriber && linked(subscriber), done: 'saved' }
    },
    deps,
  )

/** `/{lang}/alerts/unsubscribe?token=`: the e-mails' unsubscribe link, for people. */
export const createUnsubscribePageProps = (deps: AlertPageDeps) =>
  createLinkPageProps(
    'subscriber',
    async (service, id) => {
      await service.core.unsubscribe(id)
      return { subscriber: null, done: 'unsubscribed' }
    },
    deps,
  )
