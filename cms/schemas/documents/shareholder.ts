import { defineField, defineType } from 'sanity'
import { localeStringField, seoField, CONTENT_AND_SEO_GROUPS } from '../fields'

/** A major shareholder as of the last share-register closing date. */
export const shareholder = defineType({
  name: 'shareholder',
  title: 'Shareholder',
  type: 'document',
  groups: CONTENT_AND_SEO_GROUPS,
  fields: [
    localeStringField('name', { group: 'content' }),
    defineField({
      name: 'shares',
      title: 'Number of shares',
      type: 'number',
      group: 'content',
      validation: (rule) => rule.required().integer().positive(),
    }),
    defineField({
      name: 'percentage',
      title: 'Percentage of paid-up shares',
      type: 'number',
      group: 'content',
      validation: (rule) => rule.required().min(0).max(100).precision(2),
    }),
    defineField({
      name: 'asOf',
      title: 'As of',
      type: 'date',
      group: 'content',
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'order',
      type: 'number',
      group: 'content',
      validation: (r) => r.required().integer().min(0),
    }),
    seoField(),
  ],
  orderings: [
    { title: 'Largest', name: 'largest', by: [{ field: 'percentage', direction: 'desc' }] },
  ],
  preview: { select: { title: 'name.en', subtitle: 'percentage' } },
})
