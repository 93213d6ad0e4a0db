import type { AlertEmailContent } from './alertEmailContent'
import type { AlertEmailT } from './alertEmailStrings'
import type { AlertEmailSite } from './alertEmailTypes'

// The plain-text version of each e-mail, written for reading rather than stripped from the HTML:
// short paragraphs, lists with dashes, every link on its own line in full (mail clients make
// those clickable), and the footer after a "-- " signature line.

const RULE = '-- '

function block(lines: (string | null | undefined | false)[]): string {
  return lines.filter((line): line is string => typeof line === 'string').join('\n')
}

function bullets(items: readonly string[]): string {
  return items.map((item) => `- ${item}`).join('\n')
}

function footer(site: AlertEmailSite, t: AlertEmailT, lines: string[]): string {
  return block([RULE, ...lines, site.address, t('footer.automatic')])
}

/** The text/plain part of one e-mail. */
export function alertEmailText(
  content: AlertEmailContent,
  site: AlertEmailSite,
  t: AlertEmailT,
): string {
  let parts: string[]
  switch (content.kind) {
    case 'confirm':
      parts = [
        site.companyName,
        content.heading,
        block([content.intro, bullets(content.topics)]),
        block([`${content.button.label}:`, content.button.url]),
        content.expires,
        content.nothingSent,
        content.notYou,
        footer(site, t, [content.why]),
      ]
      break
    case 'alreadySubscribed':
      parts = [
        site.companyName,
        content.heading,
        block([content.intro, bullets(content.topics)]),
        content.change,
        block([`${content.button.label}:`, content.button.url]),
        content.notYou,
        footer(site, t, [content.why]),
      ]
      break
    case 'announcement':
      parts = [
        `${site.companyName} · ${content.topicLabel}`,
        block([content.title, content.published]),
        ...content.summary,
        block([`${content.button.label}:`, content.button.url]),
        footer(site, t, [
          content.why,
          t('text.manage', { url: content.manage.url }),
          t('text.unsubscribe', { url: content.unsubscribe.url }),
        ]),
      ]
      break
  }
  return `${parts.join('\n\n')}\n`
}
