/**
 * The provider's own interaction pages at `/interaction/:uid`: GET shows the sign-in form, POST
 * checks the e-mail and password. oidc-provider's interaction cookie (scoped to this path) binds
 * the POST to the browser that started the sign-in, which is the CSRF protection here.
 * Consent is automatic for the site's first-party client (see `loadExistingGrant` in
 * provider.ts); an explicit `prompt=consent` is answered here without asking.
 */

import type { IncomingMessage, ServerResponse } from 'node:http'
import { errors, type InteractionResults } from 'oidc-provider'
import type Provider from 'oidc-provider'
import { minutesToWait } from '@/shared/rateLimits'
import type { AccountStore } from './accounts'
import type { LoginThrottle } from './loginThrottle'
import { pageLang } from './pageLang'
import { EXPIRED_REQUEST, LOGIN_ERRORS, tooManyAttempts, type HtmlPage, type Pages } from './pages'

const INTERACTION_PATH = /^\/interaction\/([A-Za-z0-9_-]+)$/
// A sign-in form is a few hundred bytes; anything much larger is not one.
const MAX_FORM_BYTES = 16 * 1024

/** The interaction uid when the path is an interaction page, otherwise undefined. */
export function interactionUid(pathname: string): string | undefined {
  return INTERACTION_PATH.exec(pathname)?.[1]
}

export function sendPage(
  res: ServerResponse,
  status: number,
  page: HtmlPage,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': page.contentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  })
  res.end(page.html)
}

class FormTooLarge extends Error {}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buffer = chunk as Buffer
    size += buffer.length
    if (size > MAX_FORM_BYTES) throw new FormTooLarge()
    chunks.push(buffer)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

function isFormPost(req: IncomingMessage): boolean {
  const type = req.headers['content-type'] ?? ''
  return type.split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded'
}

export function createInteractionHandler(
  provider: Provider,
  accounts: AccountStore,
  throttle: LoginThrottle,
  pages: Pages,
) {
  /** Grants what the consent prompt found missing, as the user would have clicked "allow". */
  async function grantConsent(
    interaction: Awaited<ReturnType<Provider['interactionDetails']>>,
  ): Promise<InteractionResults> {
    const { prompt, params, session, grantId } = interaction
    const accountId = session?.accountId
    if (!accountId) throw new errors.SessionNotFound('consent without a signed-in account')
    const grant =
      (grantId ? await provider.Grant.find(grantId) : undefined) ??
      new provider.Grant({ accountId, clientId: String(params.client_id) })
    const missing = prompt.details as {
      missingOIDCScope?: string[]
      missingOIDCClaims?: string[]
      missingResourceScopes?: Record<string, string[]>
    }
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '))
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims)
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '))
    }
    return { consent: { grantId: await grant.save() } }
  }

  async function handle(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'POST') {
      res.writeHead(405, { Allow: 'GET, POST', 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('Method Not Allowed')
      return
    }
    const interaction = await provider.interactionDetails(req, res)
    if (interaction.uid !== uid) throw new errors.SessionNotFound('interaction uid mismatch')
    const action = `/interaction/${interaction.uid}`
    const lang = pageLang(interaction.params.ui_locales, req.headers['accept-language'])

    if (interaction.prompt.name === 'consent') {
      const result = await grantConsent(interaction)
      await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: true })
      return
    }
    if (interaction.prompt.name !== 'login') {
      throw new errors.InvalidRequest(`unsupported prompt ${interaction.prompt.name}`)
    }

    if (req.method === 'GET') {
      const hint = interaction.params.login_hint
      sendPage(res, 200, pages.login({ lang, action, email: typeof hint === 'string' ? hint : '' }))
      return
    }

    if (!isFormPost(req)) {
      res.writeHead(415, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('Unsupported Media Type')
      return
    }
    const form = await readForm(req)
    const email = (form.get('email') ?? '').trim()
    const password = form.get('password') ?? ''
    if (email === '' || password === '') {
      sendPage(res, 400, pages.login({ lang, action, email, error: LOGIN_ERRORS.missingFields }))
      return
    }
    // The provider is reached directly, never through a proxy (provider.ts): the connection's
    // address is the user's.
    const address = req.socket.remoteAddress ?? 'unknown'
    const attempt = await throttle.attempt(email, address)
    if (!attempt.allowed) {
      const error = tooManyAttempts(minutesToWait(attempt.retryAfterSeconds))
      sendPage(res, 429, pages.login({ lang, action, email, error }), {
        'Retry-After': String(attempt.retryAfterSeconds),
      })
      return
    }
    const account = await accounts.verify(email, password)
    if (!account) {
      sendPage(
        res,
        401,
        pages.login({ lang, action, email, error: LOGIN_ERRORS.invalidCredentials }),
      )
      return
    }
    await throttle.succeeded(email, address)
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.id } },
      { mergeWithLastSubmission: false },
    )
  }

  return async function interaction(
    req: IncomingMessage,
    res: ServerResponse,
    uid: string,
  ): Promise<void> {
    try {
      await handle(req, res, uid)
    } catch (error) {
      // The interaction (and its ui_locales) may be what failed: the browser's language then.
      const lang = pageLang(undefined, req.headers['accept-language'])
      if (res.headersSent) {
        res.destroy()
      } else if (error instanceof FormTooLarge) {
        res.writeHead(413, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' })
        res.end('Payload Too Large')
      } else if (error instanceof errors.SessionNotFound) {
        sendPage(res, 400, pages.error({ lang, message: EXPIRED_REQUEST }))
      } else if (error instanceof errors.OIDCProviderError) {
        const details = `${error.error}: ${error.error_description ?? error.message}`
        sendPage(res, error.statusCode, pages.error({ lang, details }))
      } else {
        console.error('identity provider: interaction failed', error)
        sendPage(res, 500, pages.error({ lang }))
      }
    }
  }
}
