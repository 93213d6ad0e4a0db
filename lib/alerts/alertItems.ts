import enAlerts from '@/public/locales/en/alerts.json'
import thAlerts from '@/public/locales/th/alerts.json'
import type { AlertItemsQueryResult } from '@/cms/sanity.types'
import type { Lang } from '@/lib/i18n/lang'
import { formatBaht, formatDate, formatYear } from '@/lib/i18n/format'
import { interpolate } from '@/lib/i18n/translate'
import { pagePath, path, type RouteName } from '@/lib/routes'
import { absoluteUrl } from '@/lib/seo/urls'
import type { AlertTopic } from './topics'
import type { AlertItem, AlertItemText } from './types'

// Content as the alerts announce it: which topic each kind of document belongs to, and its title,
// summary and address in both languages. The core service decides what is new (never announced
// twice); this only describes what is public now.

const TEXTS: Record<Lang, typeof enAlerts.items> = { th: thAlerts.items, en: enAlerts.items }

// The longest summary an e-mail carries (the core service's limit is 1 000).
const SUMMARY_LENGTH = 600

type Result = AlertItemsQueryResult
type Localized = { th: string | null; en: string | null } | null

const NEWS_TOPIC: Record<string, AlertTopic> = {
  'press-release': 'pressReleases',
  activity: 'pressReleases',
  sustainability: 'pressReleases',
  investor: 'investorNews',
}

const DOCUMENT_PAGE: Record<string, { topic: AlertTopic; page: RouteName }> = {
  'financial-statement': { topic: 'results', page: 'financialStatements' },
  'one-report': { topic: 'investorNews', page: 'report561' },
  'meeting-notice': { topic: 'investorNews', page: 'shareholdersMeeting' },
  'meeting-minutes': { topic: 'investorNews', page: 'shareholdersMeeting' },
  'meeting-form': { topic: 'investorNews', page: 'shareholdersMeeting' },
}

/** A text in `lang`, else in the other language (an English e-mail rather than none). */
function inLang(text: Localized, lang: Lang): string {
  return (lang === 'en' ? (text?.en ?? text?.th) : (text?.th ?? text?.en)) ?? ''
}

function shorten(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim()
  return plain.length <= SUMMARY_LENGTH ? plain : `${plain.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…`
}

function item(
  key: string,
  topic: AlertTopic,
  publishedAt: string,
  text: (lang: Lang) => Omit<AlertItemText, 'summary'> & { summary: string },
): AlertItem {
  const inLanguage = (lang: Lang): AlertItemText => {
    const { title, summary, url } = text(lang)
    return { title: title.slice(0, 300), summary: shorten(summary), url }
  }
  return { key, topic, publishedAt, th: inLanguage('th'), en: inLanguage('en') }
}

/** Every announceable item of the query's result, each with both languages. */
export function alertItemsOf(result: Result, siteUrl: string): AlertItem[] {
  const news = result.news.flatMap((article) => {
    const topic = NEWS_TOPIC[article.category ?? '']
    if (!topic || !article.slug || !article.publishedAt) return []
    return [
      item(`news:${article._id}`, topic, article.publishedAt, (lang) => ({
        title: inLang(article.title, lang),
        summary: inLang(article.excerpt, lang),
        url: absoluteUrl(siteUrl, lang, pagePath('news', article.slug!)),
      })),
    ]
  })
  const documents = result.documents.flatMap((document) => {
    const kind = DOCUMENT_PAGE[document.category ?? '']
    if (!kind || !document.publishedAt) return []
    return [
      item(`investorDocument:${document._id}`, kind.topic, document.publishedAt, (lang) => ({
        title: inLang(document.title, lang),
        summary: interpolate(TEXTS[lang].document, {
          date: formatDate(document.publishedAt, lang),
          category:
            TEXTS[lang].documentCategories[
              document.category as keyof (typeof TEXTS)[Lang]['documentCategories']
            ],
        }),
        url: absoluteUrl(siteUrl, lang, path(kind.page)),
      })),
    ]
  })
  const dividends = result.dividends.flatMap((dividend) => {
    if (dividend.fiscalYear === null || dividend.amountPerShare === null) return []
    const type = (dividend.type ?? 'annual') as keyof (typeof TEXTS)[Lang]['dividendTypes']
    return [
      item(`dividend:${dividend._id}`, 'dividends', dividend._createdAt, (lang) => ({
        title: interpolate(TEXTS[lang].dividend, {
          type: TEXTS[lang].dividendTypes[type],
          year: formatYear(dividend.fiscalYear!, lang),
          amount: formatBaht(dividend.amountPerShare!, lang),
        }),
        summary: interpolate(TEXTS[lang].dividendSummary, {
          xd: formatDate(dividend.xdDate, lang),
          record: formatDate(dividend.recordDate, lang),
          payment: formatDate(dividend.paymentDate, lang),
        }),
        url: absoluteUrl(siteUrl, lang, path('dividend')),
      })),
    ]
  })
  const events = result.events.flatMap((event) => {
    if (!event.date) return []
    return [
      item(`irEvent:${event._id}`, 'irEvents', event.publicFrom ?? event._createdAt, (lang) => {
        const location = inLang(event.location, lang)
        const date = formatDate(event.date, lang)
        return {
          title: inLang(event.title, lang),
          summary: interpolate(location ? TEXTS[lang].eventAt : TEXTS[lang].event, {
            date,
            location,
          }),
          url: absoluteUrl(siteUrl, lang, path('investors')),
        }
      }),
    ]
  })
  return [...news, ...documents, ...dividends, ...events].filter(
    (one) => one.th.title !== '' && one.en.title !== '',
  )
}
