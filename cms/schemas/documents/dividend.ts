import { defineField } from 'sanity'
import { choiceField, defineContentDocument, requiredDateField, yearField } from '../fields'

export const DIVIDEND_TYPES = ['interim', 'annual', 'special'] as const

/** One dividend payment: amount per share in THB and its dates. */
export const dividend = defineContentDocument({
  name: 'dividend',
  title: 'Dividend',
  fields: [
    yearField('fiscalYear', 2000, { title: 'For fiscal year' }),
    choiceField('type', DIVIDEND_TYPES),
    defineField({
      name: 'amountPerShare',
      title: 'Amount per share (THB)',
      type: 'number',
      validation: (rule) => rule.required().positive().max(1000).precision(4),
    }),
    requiredDateField('xdDate', 'XD date'),
    requiredDateField('recordDate', 'Record date'),
    defineField({
      name: 'paymentDate',
      title: 'Payment date',
      type: 'date',
      validation: (rule) =>
        rule.required().custom((value, context) => {
          const xd = (context.document as { xdDate?: string } | undefined)?.xdDate
          return !value || !xd || value >= xd ? true : 'Payment comes after the XD date'
        }),
    }),
  ],
  orderings: [{ title: 'Newest', name: 'newest', by: [{ field: 'xdDate', direction: 'desc' }] }],
  preview: {
    select: { year: 'fiscalYear', type: 'type', amount: 'amountPerShare' },
    prepare: ({ year, type, amount }) => ({ title: `${year} ${type}`, subtitle: `${amount} THB` }),
  },
})
