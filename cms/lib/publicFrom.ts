import type { DatetimeRule } from 'sanity'

// The Studio's side of timed publication, without Sanity's runtime (unit-tested in jest, which
// cannot load it): the field itself is cms/schemas/publicFrom.ts.

/** The company's clock: SET filings and announcements are timed in Bangkok. */
export const PUBLICATION_TIME_ZONE = 'Asia/Bangkok'

const bangkokTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: PUBLICATION_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** "1 Dec 2026 17:00 (Bangkok)": how the Studio names a "public from" in lists. */
export function formatBangkokTime(value: string): string {
  const parts = Object.fromEntries(
    bangkokTime.formatToParts(new Date(value)).map((part) => [part.type, part.value]),
  )
  return `${parts.day} ${parts.month} ${parts.year} ${parts.hour}:${parts.minute} (Bangkok)`
}

/**
 * A document list's subtitle: "Public from …" while the document waits for its moment, so an
 * editor sees at a glance what is not on the site yet; its usual subtitle otherwise.
 */
export function publicationSubtitle(
  publicFrom: string | undefined,
  usual: string | undefined,
  now: number = Date.now(),
): string | undefined {
  const at = Date.parse(publicFrom ?? '')
  return !Number.isNaN(at) && at > now ? `Public from ${formatBangkokTime(publicFrom!)}` : usual
}

/** The field's checks; the second one only warns. */
export function publicFromRules(rule: DatetimeRule, now: () => number = Date.now) {
  return [
    rule.custom((value: string | undefined) =>
      value === undefined || !Number.isNaN(Date.parse(value))
        ? true
        : 'Not a date and time: pick one, or clear the field to publish at once',
    ),
    rule
      .custom((value: string | undefined) =>
        value !== undefined && Date.parse(value) <= now()
          ? 'This time has passed: the document is public as soon as it is published'
          : true,
      )
      .warning(),
  ]
}
