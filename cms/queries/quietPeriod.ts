import { defineQuery } from 'groq'

// The quiet period's length (site settings) and the results announcements after `$today`: every
// quiet period that is on or still to come ends at one of them.
export const quietPeriodQuery = defineQuery(`{
  "days": *[_type == "siteSettings"][0].quietPeriodDays,
  "announcements": *[_type == "irEvent" && type == "results" && date > $today] | order(date asc) { _id, date }
}`)
