import { defineField, defineType } from 'sanity'
import { localeStringField, localeTextField, seoField, CONTENT_AND_SEO_GROUPS } from '../fields'

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
  fields: [
    localeStringField('title', { group: 'content' }),
    defineField({
      name: 'type',
      type: 'string',
      group: 'content',
      options: { list: [...IR_EVENT_TYPES] },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'date', type: 'date', group: 'content', validation: (r) => r.required() }),
    localeTextField('description', { required: false, group: 'content' }),
    localeStringField('location', { required: false, group: 'content' }),
    seoField(),
  ],
  orderings: [{ title: 'Date', name: 'date', by: [{ field: 'date', direction: 'asc' }] }],
  preview: { select: { title: 'title.en', subtitle: 'date' } },
})
