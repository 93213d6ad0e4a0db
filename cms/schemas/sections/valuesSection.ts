import { defineArrayMember, defineField, defineType } from 'sanity'
import { localeStringField, localeTextField } from '../fields'

/** A set of short statements: vision, mission, values, policies. */
export const valuesSection = defineType({
  name: 'valuesSection',
  title: 'Statements',
  type: 'object',
  fields: [
    localeStringField('heading'),
    localeTextField('intro', { required: false }),
    defineField({
      name: 'items',
      type: 'array',
      validation: (rule) => rule.required().min(1),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'statement',
          fields: [localeStringField('title'), localeTextField('text')],
          preview: { select: { title: 'title.en', subtitle: 'text.en' } },
        }),
      ],
    }),
  ],
  preview: {
    select: { title: 'heading.en' },
    prepare: ({ title }) => ({ title, subtitle: 'Statements' }),
  },
})
