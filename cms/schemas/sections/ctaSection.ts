import { defineField, defineType } from 'sanity'
import { localeStringField, localeTextField } from '../fields'
import { sitePath } from '../rules'

/** A call to action that leads to another page of the site. */
export const ctaSection = defineType({
  name: 'ctaSection',
  title: 'Call to action',
  type: 'object',
  fields: [
    localeStringField('heading'),
    localeTextField('text', { required: false }),
    localeStringField('buttonLabel'),
    defineField({ name: 'path', type: 'string', validation: (rule) => sitePath(rule).required() }),
  ],
  preview: { select: { title: 'heading.en', subtitle: 'path' } },
})
