/**
 * An iCalendar (RFC 5545) writer for the IR calendar: all-day events, text escaped (§3.3.11),
 * lines folded at 75 octets without splitting a UTF-8 character (§3.1), CRLF line ends.
 */

export interface CalendarEvent {
  /** Stable across languages and builds, so a calendar app updates the event it already has. */
  uid: string
  /** YYYY-MM-DD: an all-day event on this date. */
  date: string
  /** When the event last changed (ISO 8601): its DTSTAMP. */
  stamp: string
  summary: string
  description?: string | null
  location?: string | null
  url?: string | null
}

export interface Calendar {
  /** PRODID: who wrote the file. */
  productId: string
  /** X-WR-CALNAME, the name calendar apps show for a subscribed or imported calendar. */
  name: string
  /** BCP 47 tag of the text's language (LANGUAGE on the calendar's name). */
  language: string
  events: CalendarEvent[]
}

const CRLF = '\r\n'
const MAX_LINE_OCTETS = 75
const encoder = new TextEncoder()

/** TEXT values: backslash, semicolon and comma escaped, any line break as `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/**
 * Splits a content line into lines of at most 75 octets, each continuation starting with one
 * space (which counts towards its 75). Thai characters are three octets in UTF-8 and are never
 * cut in two.
 */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join(`${CRLF} `)
}

const basicDate = (isoDate: string) => isoDate.replace(/-/g, '')

/** The day after an ISO date: DTEND of an all-day event is exclusive. */
function nextDay(isoDate: string): string {
  const day = new Date(`${isoDate}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + 1)
  return day.toISOString().slice(0, 10)
}

/** A UTC DATE-TIME in basic form, as DTSTAMP must be: 20261101T080000Z. */
function utcStamp(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

function eventLines(event: CalendarEvent): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;VALUE=DATE:${basicDate(event.date)}`,
    `DTEND;VALUE=DATE:${basicDate(nextDay(event.date))}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ]
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`)
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`)
  // URL is a URI value, not TEXT: it is not escaped.
  if (event.url) lines.push(`URL:${event.url}`)
  // An all-day date on someone's calendar does not make them busy.
  lines.push('TRANSP:TRANSPARENT', 'END:VEVENT')
  return lines
}

/** The whole file: VCALENDAR with one VEVENT per event, folded, CRLF after every line. */
export function writeCalendar(calendar: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME;LANGUAGE=${calendar.language}:${escapeText(calendar.name)}`,
    'X-WR-TIMEZONE:Asia/Bangkok',
    ...calendar.events.flatMap(eventLines),
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join(CRLF) + CRLF
}
