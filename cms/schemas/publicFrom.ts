import { defineField } from 'sanity'
import { PUBLICATION_TIME_ZONE, publicFromRules } from '../lib/publicFrom'

export { publicationSubtitle } from '../lib/publicFrom'

/**
 * "Public from": until this moment the published document is on no page, list, calendar file,
 * search result or sitemap, and its own address is a 404; from it on it is public in both
 * languages, within a minute, without anyone publishing again. Shown and entered in Bangkok time
 * whatever the editor's computer says (`displayTimeZone`); stored as an instant (UTC).
 */
export function publicFromField() {
  return defineField({
    name: 'publicFrom',
    title: 'Public from (Bangkok time)',
    type: 'datetime',
    description:
      'Leave empty to show the document as soon as it is published. With a date and time ' +
      '(Bangkok, UTC+7, whatever your computer’s time zone), publish it as usual beforehand: ' +
      'the site keeps it off every page, list, calendar, search result and sitemap until then, ' +
      'and shows it in Thai and English within a minute of that time by itself.',
    options: {
      displayTimeZone: PUBLICATION_TIME_ZONE,
      allowTimeZoneSwitch: false,
      dateFormat: 'D MMM YYYY',
      timeFormat: 'HH:mm',
      timeStep: 5,
    },
    validation: (rule) => publicFromRules(rule),
  })
}
