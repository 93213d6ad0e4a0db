import { render } from '@react-email/render'
import type { ReactElement } from 'react'
import { alertEmailContent, type AlertEmailContent } from './alertEmailContent'
import { alertEmailT, type AlertEmailT } from './alertEmailStrings'
import { alertEmailText } from './alertEmailText'
import type { AlertEmail, AlertEmailSite, RenderedEmail } from './alertEmailTypes'
import { AlreadySubscribedEmail } from './AlreadySubscribedEmail'
import { AnnouncementEmail } from './AnnouncementEmail'
import { ConfirmEmail } from './ConfirmEmail'

export type {
  AlertEmail,
  AlertEmailSite,
  AnnouncedItem,
  RenderedEmail,
  Topic,
} from './alertEmailTypes'
export { ALERT_TOPICS } from './alertEmailTypes'

function emailElement(
  email: AlertEmail,
  content: AlertEmailContent,
  site: AlertEmailSite,
  t: AlertEmailT,
): ReactElement {
  const common = { lang: email.lang, t, site }
  switch (content.kind) {
    case 'confirm':
      return <ConfirmEmail {...common} content={content} />
    case 'alreadySubscribed':
      return <AlreadySubscribedEmail {...common} content={content} />
    case 'announcement':
      return <AnnouncementEmail {...common} content={content} />
  }
}

/**
 * One alert e-mail, in the subscriber's language: its subject, its HTML (React Email; React
 * escapes every value) and its plain-text version. Server only. Throws when a link in `email`
 * is not an absolute http(s) address.
 */
export async function renderAlertEmail(
  email: AlertEmail,
  site: AlertEmailSite,
): Promise<RenderedEmail> {
  const t = alertEmailT(email.lang)
  const content = alertEmailContent(email, site, t)
  const html = await render(emailElement(email, content, site, t))
  return { subject: content.subject, html, text: alertEmailText(content, site, t) }
}
