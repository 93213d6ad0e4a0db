import { defineField, defineType } from 'sanity'
import { seoField, CONTENT_AND_SEO_GROUPS } from '../fields'

export const DIVIDEND_TYPES = ['interim', 'annual', 'special'] as const

/** One dividend payment: amount per share in THB and its dates. */
export const dividend = defineType({
  name: 'dividend',
  title: 'Dividend',
  type: 'document',
  groups: CONTENT_AND_SEO_GROUPS,
  fields: [
    defineField({
      name: 'fiscalYear',
      title: 'For fiscal year',
      type: 'number',
      group: 'content',
      validation: (rule) => rule.required().integer().min(2000).max(2100),
    }),
    defineField({
      name: 'type',
      type: 'string',
      group: 'content',
      options: { list: [...DIVIDEND_TYPES] },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'amountPerShare',
      title: 'Amount per share (THB)',
      type: 'number',
      group: 'content',
      validation: (rule) => rule.required().positive().max(1000).precision(4),
    }),
    defineField({
      name: 'xdDate',
      title: 'XD date',
      type: 'date',
      group: 'content',
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'recordDate',
      title: 'Record date',
      type: 'date',
      group: 'content',
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'paymentDate',
      title: 'Payment date',
      type: 'date',
      group: 'content',
      validation: (rule) =>
        rule.required().custom((value, context) => {
          const xd = (context.document as { xdDate?: string } | undefined)?.xdDate
          return !value || !xd || value >= xd ? true : 'Payment comes after the XD date'
        }),
    }),
    seoField(),
  ],
  orderings: [{ title: 'Newest', name: 'newest', by: [{ field: 'xdDate', direction: 'desc' }] }],
  preview: {
    select: { year: 'fiscalYear', type: 'type', amount: 'amountPerShare' },
    prepare: ({ year, type, amount }) => ({ title: `${year} ${type}`, subtitle: `${amount} THB` }),
  },
})
