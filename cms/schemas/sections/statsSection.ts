import { defineArrayMember, defineField, defineType } from 'sanity'
import { localeStringField } from '../fields'

/** Key figures: a value and what it counts. */
export const statsSection = defineType({
  name: 'statsSection',
  title: 'Key figures',
  type: 'object',
  fields: [
    localeStringField('heading', { required: false }),
    defineField({
      name: 'items',
      type: 'array',
      validation: (rule) => rule.required().min(2).max(6),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'stat',
          fields: [
            defineField({
              name: 'value',
              type: 'string',
              validation: (rule) => rule.required().max(16),
            }),
            localeStringField('label'),
          ],
          preview: { select: { title: 'value', subtitle: 'label.en' } },
        }),
      ],
    }),
  ],
  preview: {
    select: { title: 'heading.en' },
    prepare: ({ title }) => ({ title: title || 'Key figures', subtitle: 'Key figures' }),
  },
})
