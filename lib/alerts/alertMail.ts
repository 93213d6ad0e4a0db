import type { Lang } from '@/lib/i18n/lang'
import { path } from '@/lib/routes'
import { absoluteUrl } from '@/lib/seo/urls'
import { signAlertLink } from './alertLinks'
import type { SendOutcome } from './alertDispatcher'
import type { AlertEmail, AlertEmailSite, RenderedEmail } from './email/renderAlertEmail'
import type { ClaimedDelivery } from './types'

export interface ComposedMail {
  to: string
  subject: string
  html: string
  text: string
  headers: Record<string, string>
  messageId: string
}

export interface AlertMailDeps {
  linkKey: Buffer
  /** The public origin the links start with (SITE_URL). */
  siteUrl: string
  /** The company's name and postal address in a language, as the site's settings give them. */
  sender: (lang: Lang) => Promise<{ companyName: string; address?: string }>
  render: (email: AlertEmail, site: AlertEmailSite) => Promise<RenderedEmail>
  send: (mail: ComposedMail) => Promise<SendOutcome>
}

/**
 * Writes one queued e-mail and sends it. Its links carry tokens the site signs (alertLinks.ts):
 * the confirmation's expires with the sign-up; every e-mail to a confirmed subscriber names the
 * manage page and, in `List-Unsubscribe`, the one-click address (RFC 8058). The Message-ID is the
 * delivery's, so an e-mail sent again after a lost report is recognisably the same one.
 */
export function createAlertMail({ linkKey, siteUrl, sender, render, send }: AlertMailDeps) {
  return async function deliver(delivery: ClaimedDelivery): Promise<SendOutcome> {
    const { subscriber } = delivery
    const lang = subscriber.lang
    const subscriberToken = signAlertLink(linkKey, {
      purpose: 'subscriber',
      subscriberId: subscriber.id,
    })
    const manageUrl = absoluteUrl(siteUrl, lang, path('alertsManage', { token: subscriberToken }))
    const unsubscribeUrl = absoluteUrl(
      siteUrl,
      lang,
      path('alertsUnsubscribe', { token: subscriberToken }),
    )
    // API routes have no language prefix.
    const oneClickUrl = `${siteUrl}${path('alertsOneClickApi', { token: subscriberToken })}`
    const listHeaders = {
      'List-Unsubscribe': `<${oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    }
    let email: AlertEmail
    let headers: Record<string, string> = listHeaders
    if (delivery.kind === 'confirm') {
      if (subscriber.expiresAt === null) {
        return {
          ok: false,
          permanent: true,
          error: 'The sign-up has no expiry: nothing to confirm',
        }
      }
      const expiresAt = Math.floor(Date.parse(subscriber.expiresAt) / 1000)
      const token = signAlertLink(linkKey, {
        purpose: 'confirm',
        subscriberId: subscriber.id,
        expiresAt,
      })
      email = {
        kind: 'confirm',
        lang,
        confirmUrl: absoluteUrl(siteUrl, lang, path('alertsConfirm', { token })),
        expiresAt: subscriber.expiresAt,
        topics: subscriber.topics,
      }
      // Not on a list yet: nothing to unsubscribe from.
      headers = {}
    } else if (delivery.kind === 'alreadySubscribed') {
      email = { kind: 'alreadySubscribed', lang, manageUrl, topics: subscriber.topics }
    } else {
      const announcement = delivery.announcement
      if (announcement === null) {
        return { ok: false, permanent: true, error: 'An announcement e-mail without its item' }
      }
      const text = announcement[lang]
      email = {
        kind: 'announcement',
        lang,
        item: {
          topic: announcement.topic,
          title: text.title,
          summary: text.summary,
          url: text.url,
          publishedAt: announcement.publishedAt,
        },
        manageUrl,
        unsubscribeUrl,
      }
    }
    let written: RenderedEmail
    try {
      written = await render(email, { origin: siteUrl, ...(await sender(lang)) })
    } catch (error) {
      // A link that is not absolute (SITE_URL) would fail the same way every time.
      return { ok: false, permanent: true, error: `Not written: ${String(error)}` }
    }
    return send({
      to: subscriber.email,
      ...written,
      headers,
      messageId: `<${delivery.id}@${new URL(siteUrl).hostname}>`,
    })
  }
}
