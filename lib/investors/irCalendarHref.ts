import type { Lang } from '@/lib/i18n/lang'

/** The .ics download of the upcoming IR events, or of one event (pages/api/ir-calendar). */
export function irCalendarHref(lang: Lang, eventId?: string): string {
  const path = eventId ? `/api/ir-calendar/${encodeURIComponent(eventId)}` : '/api/ir-calendar'
  return `${path}?lang=${lang}`
}
