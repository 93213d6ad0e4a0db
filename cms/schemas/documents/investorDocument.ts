import { defineField } from 'sanity'
import {
  choiceField,
  defineContentDocument,
  localeStringField,
  requiredDateField,
  yearField,
} from '../fields'
import { requireBothFiles } from '../objects/localeFile'
import { publicFromField, publicationSubtitle } from '../publicFrom'

export const INVESTOR_DOCUMENT_CATEGORIES = [
  'financial-statement',
  'one-report',
  'meeting-notice',
  'meeting-minutes',
  'meeting-form',
  // Offered on the sustainability and governance pages rather than the investor pages.
  'sustainability-report',
  'governance-policy',
] as const

/**
 * A downloadable company file: statements by quarter, One Reports and AGM papers by year, the
 * sustainability report and the governance documents.
 */
export const investorDocument = defineContentDocument({
  name: 'investorDocument',
  title: 'Investor document',
  fields: [
    localeStringField('title'),
    choiceField('category', INVESTOR_DOCUMENT_CATEGORIES),
    yearField('year', 2000),
    defineField({
      name: 'quarter',
      type: 'number',
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
    requiredDateField('publishedAt', 'Published on'),
    publicFromField(),
    defineField({
      name: 'file',
      type: 'localeFile',
      description: 'The document as a PDF in Thai and in English.',
      validation: requireBothFiles,
    }),
  ],
  orderings: [
    { title: 'Newest', name: 'newest', by: [{ field: 'publishedAt', direction: 'desc' }] },
  ],
  preview: {
    select: { title: 'title.en', subtitle: 'category', publicFrom: 'publicFrom' },
    prepare: ({ title, subtitle, publicFrom }) => ({
      title,
      subtitle: publicationSubtitle(publicFrom, subtitle),
    }),
  },
})
