import { defineField, defineType } from 'sanity'
import { requireBothLanguages, sitePath } from '../rules'

/** A link nested under a sub-menu entry (Leadership → Board of directors). */
export const innerTopic = defineType({
  name: 'innerTopic',
  title: 'Inner topic',
  type: 'object',
  fields: [
    defineField({ name: 'topic', type: 'localeString', validation: requireBothLanguages }),
    defineField({
      name: 'path',
      type: 'string',
      validation: (rule) => sitePath(rule).required(),
    }),
  ],
  preview: { select: { title: 'topic.en', subtitle: 'path' } },
})
