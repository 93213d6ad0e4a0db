import { defineField } from 'sanity'
import { choiceField, defineContentDocument, localeStringField, localeTextField } from '../fields'
import { publicFromField, publicationSubtitle } from '../publicFrom'

export const IR_EVENT_TYPES = [
  'xd',
  'record',
  'agm',
  'payment',
  'results',
  'opportunity-day',
] as const

/** An entry of the investor-relations calendar. */
export const irEvent = defineContentDocument({
  name: 'irEvent',
  title: 'IR calendar event',
  fields: [
    localeStringField('title'),
    choiceField('type', IR_EVENT_TYPES),
    defineField({ name: 'date', type: 'date', validation: (r) => r.required() }),
    publicFromField(),
    localeTextField('description', { required: false }),
    localeStringField('location', { required: false }),
  ],
  orderings: [{ title: 'Date', name: 'date', by: [{ field: 'date', direction: 'asc' }] }],
  preview: {
    select: { title: 'title.en', subtitle: 'date', publicFrom: 'publicFrom' },
    prepare: ({ title, subtitle, publicFrom }) => ({
      title,
      subtitle: publicationSubtitle(publicFrom, subtitle),
    }),
  },
})
