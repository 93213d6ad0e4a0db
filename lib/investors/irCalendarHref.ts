import { STATIC_ROUTES } from '@/lib/routes'
import type { Lang } from '@/lib/i18n/lang'

/** The .ics download of the upcoming IR events, or of one event (pages/api/ir-calendar). */
export function irCalendarHref(lang: Lang, eventId?: string): string {
  const path = eventId
    ? `${STATIC_ROUTES.irCalendar}/${encodeURIComponent(eventId)}`
    : STATIC_ROUTES.irCalendar
  return `${path}?lang=${lang}`
}
