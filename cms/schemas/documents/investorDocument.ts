import { defineField, defineType } from 'sanity'
import { localeStringField, seoField, CONTENT_AND_SEO_GROUPS } from '../fields'

export const INVESTOR_DOCUMENT_CATEGORIES = [
  'financial-statement',
  'one-report',
  'meeting-notice',
  'meeting-minutes',
  'meeting-form',
] as const

/** A downloadable investor file: statements by quarter, One Reports and AGM papers by year. */
export const investorDocument = defineType({
  name: 'investorDocument',
  title: 'Investor document',
  type: 'document',
  groups: CONTENT_AND_SEO_GROUPS,
  fields: [
    localeStringField('title', { group: 'content' }),
    defineField({
      name: 'category',
      type: 'string',
      group: 'content',
      options: { list: [...INVESTOR_DOCUMENT_CATEGORIES] },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'year',
      type: 'number',
      group: 'content',
      validation: (rule) => rule.required().integer().min(2000).max(2100),
    }),
    defineField({
      name: 'quarter',
      type: 'number',
      group: 'content',
      description: 'For quarterly financial statements; leave empty for annual documents.',
      options: { list: [1, 2, 3, 4] },
      validation: (rule) =>
        rule
          .integer()
          .min(1)
          .max(4)
          .custom((value, context) => {
            const category = (context.document as { category?: string } | undefined)?.category
            if (value !== undefined && category !== 'financial-statement') {
              return 'Only financial statements have a quarter'
            }
            return true
          }),
    }),
    defineField({
      name: 'publishedAt',
      title: 'Published on',
      type: 'date',
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'file',
      type: 'file',
      group: 'content',
      options: { accept: 'application/pdf' },
      validation: (rule) => rule.required(),
    }),
    seoField(),
  ],
  orderings: [
    { title: 'Newest', name: 'newest', by: [{ field: 'publishedAt', direction: 'desc' }] },
  ],
  preview: { select: { title: 'title.en', subtitle: 'category', year: 'year' } },
})
