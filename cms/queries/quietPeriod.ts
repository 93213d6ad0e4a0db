import { defineQuery } from 'groq'
import { isPublic } from './publication'

// The quiet period's length (site settings) and the results announcements after `$today`: every
// quiet period that is on or still to come ends at one of them.
export const quietPeriodQuery = defineQuery(`{
  "days": *[_type == "siteSettings"][0].quietPeriodDays,
  "announcements": *[_type == "irEvent" && type == "results" && date > $today && ${isPublic}] | order(date asc) { _id, date }
}`)
