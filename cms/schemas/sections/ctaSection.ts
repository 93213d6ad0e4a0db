import { defineType } from 'sanity'
import { localeStringField, localeTextField, sitePathField } from '../fields'

/** A call to action that leads to another page of the site. */
export const ctaSection = defineType({
  name: 'ctaSection',
  title: 'Call to action',
  type: 'object',
  fields: [
    localeStringField('heading'),
    localeTextField('text', { required: false }),
    localeStringField('buttonLabel'),
    sitePathField(),
  ],
  preview: { select: { title: 'heading.en', subtitle: 'path' } },
})
