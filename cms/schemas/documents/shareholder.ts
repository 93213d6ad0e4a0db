import { defineField } from 'sanity'
import { defineContentDocument, localeStringField, orderField, requiredDateField } from '../fields'

/** A major shareholder as of the last share-register closing date. */
export const shareholder = defineContentDocument({
  name: 'shareholder',
  title: 'Shareholder',
  fields: [
    localeStringField('name'),
    defineField({
      name: 'shares',
      title: 'Number of shares',
      type: 'number',
      validation: (rule) => rule.required().integer().positive(),
    }),
    defineField({
      name: 'percentage',
      title: 'Percentage of paid-up shares',
      type: 'number',
      validation: (rule) => rule.required().min(0).max(100).precision(2),
    }),
    requiredDateField('asOf', 'As of'),
    orderField(),
  ],
  orderings: [
    { title: 'Largest', name: 'largest', by: [{ field: 'percentage', direction: 'desc' }] },
  ],
  preview: { select: { title: 'name.en', subtitle: 'percentage' } },
})
