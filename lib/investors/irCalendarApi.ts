import type { NextApiRequest, NextApiResponse } from 'next'
import type { IrEventByIdQueryResult, IrEventsQueryResult } from '@/cms/sanity.types'
import { INTL_LOCALE, isLang, type Lang } from '@/lib/i18n/lang'
import enCalendar from '@/public/locales/en/irCalendar.json'
import enInvestors from '@/public/locales/en/investors.json'
import thCalendar from '@/public/locales/th/irCalendar.json'
import thInvestors from '@/public/locales/th/investors.json'
import { writeCalendar, type CalendarEvent } from './icsCalendar'
import { apiRoute } from '@/lib/http/apiRoute'
import { sendApiMessage } from '@/lib/http/apiError'

type StoredEvent = NonNullable<IrEventByIdQueryResult> | IrEventsQueryResult[number]

export interface IrCalendarSource {
  /** The upcoming events (from today in Bangkok on), in the language asked for. */
  loadUpcoming(lang: Lang): Promise<IrEventsQueryResult>
  loadEvent(id: string, lang: Lang): Promise<IrEventByIdQueryResult>
  /** The site's public origin, for each event's link to the investors page. */
  siteUrl: string
}

const TEXT = {
  th: { calendar: thCalendar, eventTypes: thInvestors.eventTypes },
  en: { calendar: enCalendar, eventTypes: enInvestors.eventTypes },
}

// A Sanity document id as the dataset writes them; no dots, so never a draft (`drafts.…`).
const EVENT_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/
const PRODUCT_ID = '-//Siam Harvest Foods//IR calendar//EN'
// Not the site's host: UIDs must stay the same whichever address serves the file.
const UID_DOMAIN = 'ir-calendar.siamharvestfoods'

export const irCalendarFileName = (lang: Lang, eventId?: string) =>
  eventId ? `${eventId}-${lang}.ics` : `siam-harvest-ir-calendar-${lang}.ics`

function toCalendarEvent(event: StoredEvent, lang: Lang, siteUrl: string): CalendarEvent {
  return {
    uid: `${event._id}@${UID_DOMAIN}`,
    date: event.date,
    stamp: event._updatedAt,
    summary: event.title ?? TEXT[lang].eventTypes[event.type],
    description: event.description,
    location: event.location,
    url: `${siteUrl}/${lang}/investors`,
  }
}

/**
 * `GET /api/ir-calendar?lang=th` (the upcoming events) and `GET /api/ir-calendar/{id}?lang=th`
 * (one event) as iCalendar files to download. A language other than th or en is 400, an
 * unknown event 404, a content source that fails 503; each with a JSON message.
 */
export function createIrCalendarHandler(source: IrCalendarSource) {
  async function irCalendarHandler(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    const { lang, event: eventId } = req.query
    if (typeof lang !== 'string' || !isLang(lang)) {
      return res.status(400).json({ message: 'lang must be given once, as th or en' })
    }
    if (eventId !== undefined && (typeof eventId !== 'string' || !EVENT_ID.test(eventId))) {
      return sendApiMessage(req, res, 404, 'noSuchIrEvent', lang)
    }
    let events: StoredEvent[]
    try {
      if (eventId === undefined) {
        events = await source.loadUpcoming(lang)
      } else {
        const event = await source.loadEvent(eventId, lang)
        if (!event) return sendApiMessage(req, res, 404, 'noSuchIrEvent', lang)
        events = [event]
      }
    } catch {
      return sendApiMessage(req, res, 503, 'irCalendarUnavailable', lang)
    }
    const body = writeCalendar({
      productId: PRODUCT_ID,
      name: TEXT[lang].calendar.calendarName,
      language: INTL_LOCALE[lang],
      events: events.map((event) => toCalendarEvent(event, lang, source.siteUrl)),
    })
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8')
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="${irCalendarFileName(lang, eventId)}"`,
    )
    res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=300, stale-while-revalidate=300')
    return res.status(200).send(body)
  }
  return apiRoute({ GET: irCalendarHandler, HEAD: irCalendarHandler })
}
