/**
 * @jest-environment node
 */
import en from '@/public/locales/en/alertEmails.json'
import th from '@/public/locales/th/alertEmails.json'
import type { Lang } from '@/lib/i18n/lang'
import { renderAlertEmail, type AlertEmail, type AlertEmailSite } from './renderAlertEmail'
import enAlerts from '@/public/locales/en/alerts.json'
import thAlerts from '@/public/locales/th/alerts.json'

// The topics' names are the sign-up form's (alerts.json): one wording everywhere.
const TOPIC_NAMES = { th: thAlerts.topics, en: enAlerts.topics }

// Each e-mail in each language, rendered for real (React Email): subject, links, dates in
// Bangkok time as the site writes them, escaping, and a plain-text part that reads on its own.

const STRINGS = { th, en }
const HOSTILE = '<script>alert("x")</script> & <b>Q3</b>'
const SITES: Record<Lang, AlertEmailSite> = {
  th: {
    origin: 'https://ir.example.com',
    companyName: 'สยามฮาร์เวสต์ ฟู้ดส์',
    address: '88 ถนนพระรามที่ 4 กรุงเทพมหานคร 10110',
  },
  en: {
    origin: 'https://ir.example.com',
    companyName: 'Siam Harvest Foods',
    address: '88 Rama IV Road, Bangkok 10110',
  },
}
const THAI = /[\u0E00-\u0E7F]/

/** The href values of an HTML document, with React's attribute escaping undone. */
function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'))
}

function confirmEmail(lang: Lang): AlertEmail {
  return {
    kind: 'confirm',
    lang,
    confirmUrl: `https://ir.example.com/${lang}/alerts/confirm?token=a.b&x=1`,
    // 01:30 on 4 December in Bangkok, still 3 December in UTC.
    expiresAt: '2026-12-03T18:30:00.000Z',
    topics: ['results', 'dividends'],
  }
}

function alreadySubscribedEmail(lang: Lang): AlertEmail {
  return {
    kind: 'alreadySubscribed',
    lang,
    manageUrl: `https://ir.example.com/${lang}/alerts?token=m.n`,
    topics: ['pressReleases', 'irEvents'],
  }
}

function announcementEmail(lang: Lang, title = HOSTILE): AlertEmail {
  return {
    kind: 'announcement',
    lang,
    item: {
      topic: 'dividends',
      title,
      summary: 'First paragraph <img src=x onerror=alert(1)>.\n\nSecond paragraph.',
      url: `https://ir.example.com/${lang}/corporate/news/dividend-2026`,
      // 03:00 on 13 November in Bangkok, still 12 November in UTC.
      publishedAt: '2026-11-12T20:00:00.000Z',
    },
    manageUrl: `https://ir.example.com/${lang}/alerts?token=m.n`,
    unsubscribeUrl: `https://ir.example.com/${lang}/alerts/unsubscribe?token=u.v`,
  }
}

const LANGS: Lang[] = ['th', 'en']

describe('renderAlertEmail: confirm', () => {
  it.each(LANGS)(
    '%s: asks to confirm, with the link, the topics and the Bangkok expiry',
    async (lang) => {
      const email = confirmEmail(lang)
      const { subject, html, text } = await renderAlertEmail(email, SITES[lang])
      const strings = STRINGS[lang]

      expect(subject).toBe(strings.confirm.subject.replace('{{company}}', SITES[lang].companyName))
      expect(hrefs(html)).toContain(email.kind === 'confirm' && email.confirmUrl)
      expect(html).toContain(`lang="${lang}"`)
      // No script of its own: mail clients drop scripts, and the console shows it sandboxed.
      expect(html).not.toMatch(/<script/i)
      for (const topic of [TOPIC_NAMES[lang].results, TOPIC_NAMES[lang].dividends]) {
        expect(html).toContain(topic)
        expect(text).toContain(`- ${topic}`)
      }
      expect(html).not.toContain(TOPIC_NAMES[lang].pressReleases)
      expect(text).toContain(strings.confirm.nothingSent)
      expect(text).toContain(strings.confirm.notYou)
      expect(text).toContain('https://ir.example.com/' + lang + '/alerts/confirm?token=a.b&x=1')
      expect(text).toContain('ir.example.com')
    },
  )

  it('gives the expiry in Bangkok time, in the Buddhist era on Thai e-mails', async () => {
    const thai = await renderAlertEmail(confirmEmail('th'), SITES.th)
    const english = await renderAlertEmail(confirmEmail('en'), SITES.en)
    expect(thai.text).toContain('4 ธ.ค. 2569 01:30')
    expect(english.text).toContain('Dec 4, 2026, 1:30 AM')
    expect(thai.html).toContain('4 ธ.ค. 2569 01:30')
  })
})

describe('renderAlertEmail: alreadySubscribed', () => {
  it.each(LANGS)('%s: names the topics and links to managing them', async (lang) => {
    const { subject, html, text } = await renderAlertEmail(
      alreadySubscribedEmail(lang),
      SITES[lang],
    )
    const strings = STRINGS[lang]
    expect(subject).toBe(
      strings.alreadySubscribed.subject.replace('{{company}}', SITES[lang].companyName),
    )
    expect(hrefs(html)).toContain(`https://ir.example.com/${lang}/alerts?token=m.n`)
    expect(text).toContain(`- ${TOPIC_NAMES[lang].pressReleases}`)
    expect(text).toContain(`- ${TOPIC_NAMES[lang].irEvents}`)
    expect(text).toContain(`https://ir.example.com/${lang}/alerts?token=m.n`)
  })
})

describe('renderAlertEmail: announcement', () => {
  it.each(LANGS)(
    '%s: topic, title, date, summary, the link, manage and unsubscribe',
    async (lang) => {
      const email = announcementEmail(
        lang,
        lang === 'th' ? 'ประกาศจ่ายเงินปันผลระหว่างกาล' : 'Interim dividend',
      )
      const { subject, html, text } = await renderAlertEmail(email, SITES[lang])
      const strings = STRINGS[lang]
      const title = email.kind === 'announcement' ? email.item.title : ''

      expect(subject).toBe(`${strings.topicLabel.dividends}: ${title}`)
      expect(hrefs(html)).toEqual(
        expect.arrayContaining([
          `https://ir.example.com/${lang}/corporate/news/dividend-2026`,
          `https://ir.example.com/${lang}/alerts?token=m.n`,
          `https://ir.example.com/${lang}/alerts/unsubscribe?token=u.v`,
        ]),
      )
      for (const part of [html, text]) {
        expect(part).toContain(title)
        expect(part).toContain(strings.topicLabel.dividends)
        expect(part).toContain(SITES[lang].address)
        expect(part).toContain(strings.announcement.button)
      }
      expect(text).toContain(`https://ir.example.com/${lang}/alerts/unsubscribe?token=u.v`)
      expect(text).toContain('Second paragraph.')
      // Text, not markup: nothing of the HTML leaks into the plain part.
      expect(text).not.toMatch(/<(table|td|a|p|div|br)\b/)
    },
  )

  it('dates the item in Bangkok time: Buddhist era in Thai, Gregorian in English', async () => {
    const thai = await renderAlertEmail(announcementEmail('th'), SITES.th)
    const english = await renderAlertEmail(announcementEmail('en'), SITES.en)
    expect(thai.text).toContain('13 พฤศจิกายน 2569')
    expect(thai.html).toContain('13 พฤศจิกายน 2569')
    expect(english.text).toContain('November 13, 2026')
  })

  it('is in Thai for a Thai subscriber and in English for an English one', async () => {
    const thai = await renderAlertEmail(announcementEmail('th'), SITES.th)
    const english = await renderAlertEmail(announcementEmail('en'), SITES.en)
    expect(thai.text).toMatch(THAI)
    expect(english.text.replace(SITES.en.companyName, '')).not.toMatch(THAI)
  })

  it.each(LANGS)('%s: escapes a hostile title and summary in the HTML', async (lang) => {
    const { subject, html, text } = await renderAlertEmail(announcementEmail(lang), SITES[lang])
    expect(html).not.toContain('<script')
    expect(html).not.toContain('<b>Q3')
    expect(html).not.toContain('<img src=x')
    expect(html).toContain('&lt;script&gt;')
    // Subject and text are plain text: the title as it is, not HTML-escaped.
    expect(subject).toContain(HOSTILE)
    expect(text).toContain(HOSTILE)
  })

  it('keeps a subject on one line whatever the title holds', async () => {
    const { subject } = await renderAlertEmail(
      announcementEmail('en', 'Line one\r\nBcc: x@y.z'),
      SITES.en,
    )
    expect(subject).not.toMatch(/[\r\n]/)
  })

  it('refuses a link that is not http(s)', async () => {
    const email = announcementEmail('en')
    if (email.kind !== 'announcement') throw new Error('unreachable')
    await expect(
      renderAlertEmail({ ...email, item: { ...email.item, url: 'javascript:alert(1)' } }, SITES.en),
    ).rejects.toThrow(/http/)
  })
})
