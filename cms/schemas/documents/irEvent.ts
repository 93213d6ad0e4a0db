import { defineField, defineType } from 'sanity'
import {
  choiceField,
  contentAndSeoFields,
  localeStringField,
  localeTextField,
  CONTENT_AND_SEO_GROUPS,
} from '../fields'

export const IR_EVENT_TYPES = [
  'xd',
  'record',
  'agm',
  'payment',
  'results',
  'opportunity-day',
] as const

/** An entry of the investor-relations calendar. */
export const irEvent = defineType({
  name: 'irEvent',
  title: 'IR calendar event',
  type: 'document',
  groups: CONTENT_AND_SEO_GROUPS,
  fields: contentAndSeoFields([
    localeStringField('title'),
    choiceField('type', IR_EVENT_TYPES),
    defineField({ name: 'date', type: 'date', validation: (r) => r.required() }),
    localeTextField('description', { required: false }),
    localeStringField('location', { required: false }),
  ]),
  orderings: [{ title: 'Date', name: 'date', by: [{ field: 'date', direction: 'asc' }] }],
  preview: { select: { title: 'title.en', subtitle: 'date' } },
})
