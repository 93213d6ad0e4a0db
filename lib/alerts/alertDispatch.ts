import { alertItemsQuery } from '@/cms/queries/alerts'
import { siteSettingsQuery } from '@/cms/queries/layout'
import { fetchContent } from '@/lib/content/fetchContent'
import { fetchScheduled, nextPublicationAt } from '@/lib/content/publicationClock'
import { contentSource } from '@/lib/content/source'
import { serverEnv } from '@/lib/env'
import type { Lang } from '@/lib/i18n/lang'
import { onPublicationReplan } from '@/lib/publication/replan'
import { onContentChange } from '@/lib/search/contentChanges'
import { createAlertMail } from './alertMail'
import { alertItemsOf } from './alertItems'
import { alertService } from './alertService'
import { onAlertDeliveriesWaiting } from './alertSignals'
import { startAlertDispatcher } from './alertDispatcher'
import { renderAlertEmail } from './email/renderAlertEmail'
import { createMailSender } from './mailTransport'

// The Message-ID of an alert e-mail is its delivery's id (alertMail.ts): the outbox keeps it
// beside the message, so the console can show which delivery it was.
const MESSAGE_ID = /^Message-ID:\s*<([0-9a-f-]{36})@/im

function deliveryIdOf(raw: string): string | null {
  const headerEnd = raw.search(/\r?\n\r?\n/)
  return MESSAGE_ID.exec(headerEnd === -1 ? raw : raw.slice(0, headerEnd))?.[1] ?? null
}

/**
 * Starts this instance's alert dispatcher (alertDispatcher.ts) as the site runs it: items from
 * the content source, e-mails through SMTP_URL or, without it, into the core service's outbox.
 * Returns a function that stops it and closes the SMTP connections; without sign-in configured
 * (no token for the core service) there is nothing to start.
 */
export function scheduleAlertDispatch(): () => Promise<void> {
  const service = alertService()
  if (service === null) return async () => {}
  const env = serverEnv()
  const sender = createMailSender({
    smtpUrl: env.mail.smtpUrl ?? null,
    from: env.mail.from,
    sendToOutbox: (message) =>
      service.core.keepInOutbox({ deliveryId: deliveryIdOf(message.raw), ...message }),
  })
  const companyOf = async (lang: Lang) => {
    const settings = await fetchContent(siteSettingsQuery, { lang })
    return { companyName: settings?.siteName ?? '', address: settings?.address ?? undefined }
  }
  const stop = startAlertDispatcher({
    core: service.core,
    loadItems: async () => {
      const [result, scheduled] = await Promise.all([
        fetchContent(alertItemsQuery, {}),
        fetchScheduled(contentSource()),
      ])
      return {
        items: alertItemsOf(result, service.siteUrl),
        nextPublicationAt: nextPublicationAt(scheduled, Date.now()),
      }
    },
    deliver: createAlertMail({
      linkKey: service.linkKey,
      siteUrl: service.siteUrl,
      sender: companyOf,
      render: renderAlertEmail,
      send: (mail) => sender.send(mail),
    }),
    onContentChange: (wake) => {
      onPublicationReplan(wake)
      onContentChange(wake)
    },
    onDeliveriesWaiting: (wake) => onAlertDeliveriesWaiting(wake),
  })
  return async () => {
    stop()
    await sender.close()
  }
}
