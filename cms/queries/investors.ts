import { defineQuery } from 'groq'
import { isPublic } from './publication'
import { localized, localizedFileWithLang, localizedWithLang } from './fragments'

export const investorDocumentProjection = `{
  _id,
  ${localizedWithLang('title')},
  category,
  year,
  quarter,
  publishedAt,
  ${localizedFileWithLang('file')}
}` as const

export const investorDocumentsQuery = defineQuery(`{
  "years": array::unique(*[_type == "investorDocument" && category in $categories && ${isPublic}] | order(year desc) .year),
  "documents": *[_type == "investorDocument" && category in $categories && (!defined($year) || year == $year) && ${isPublic}]
    | order(year desc, quarter desc, publishedAt desc) ${investorDocumentProjection}
}`)

export const dividendsQuery = defineQuery(`*[_type == "dividend"] | order(xdDate desc) {
  _id, fiscalYear, type, amountPerShare, xdDate, recordDate, paymentDate
}`)

export const shareholdersQuery = defineQuery(`*[_type == "shareholder"] | order(order asc) {
  _id, "name": ${localized('name')}, shares, percentage, asOf
}`)

// What a calendar file says of an event; `_updatedAt` is its DTSTAMP, so a file is the same
// until an editor changes the event.
const irEventCalendarProjection = `{
  _id, _updatedAt, "title": ${localized('title')}, type, date, "description": ${localized('description')}, "location": ${localized('location')}
}` as const

export const irEventsQuery = defineQuery(
  `*[_type == "irEvent" && date >= $from && ${isPublic}] | order(date asc) ${irEventCalendarProjection}`,
)

export const irEventByIdQuery = defineQuery(
  `*[_type == "irEvent" && _id == $id && ${isPublic}][0] ${irEventCalendarProjection}`,
)

const irEventProjection = `{
  _id,
  ${localizedWithLang('title')},
  type,
  date,
  ${localizedWithLang('location')}
}` as const

/**
 * The categories the investor pages list; the sustainability report and the governance
 * documents are offered on their own pages (sustainability, governance).
 */
const INVESTOR_PAGE_CATEGORIES = `["financial-statement", "one-report", "meeting-notice", "meeting-minutes", "meeting-form"]`

// The calendar's AGM: the next one, or the last one held while the next is not yet announced.
export const investorOverviewQuery = defineQuery(`{
  "latestDividend": *[_type == "dividend"] | order(xdDate desc) [0] { fiscalYear, type, amountPerShare, xdDate, recordDate, paymentDate },
  "events": *[_type == "irEvent" && date >= $today && ${isPublic}] | order(date asc) [0...6] ${irEventProjection},
  "agm": coalesce(
    *[_type == "irEvent" && type == "agm" && date >= $today && ${isPublic}] | order(date asc) [0] ${irEventProjection},
    *[_type == "irEvent" && type == "agm" && ${isPublic}] | order(date desc) [0] ${irEventProjection}
  ),
  "latestDocuments": *[_type == "investorDocument" && category in ${INVESTOR_PAGE_CATEGORIES} && ${isPublic}] | order(publishedAt desc) [0...5] ${investorDocumentProjection},
  "topShareholders": *[_type == "shareholder"] | order(order asc) [0...5] { _id, "name": ${localized('name')}, shares, percentage, asOf }
}`)
