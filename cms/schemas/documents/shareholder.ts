import { defineField, defineType } from 'sanity'
import {
  contentAndSeoFields,
  localeStringField,
  orderField,
  requiredDateField,
  CONTENT_AND_SEO_GROUPS,
} from '../fields'

/** A major shareholder as of the last share-register closing date. */
export const shareholder = defineType({
  name: 'shareholder',
  title: 'Shareholder',
  type: 'document',
  groups: CONTENT_AND_SEO_GROUPS,
  fields: contentAndSeoFields([
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
  ]),
  orderings: [
    { title: 'Largest', name: 'largest', by: [{ field: 'percentage', direction: 'desc' }] },
  ],
  preview: { select: { title: 'name.en', subtitle: 'percentage' } },
})
