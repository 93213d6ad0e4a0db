import { defineField, defineType } from 'sanity'
import {
  imageField,
  localeStringField,
  seoField,
  CONTENT_AND_SEO_GROUPS,
  slugField,
} from '../fields'

/** A market where products are sold. */
export const country = defineType({
  name: 'country',
  title: 'Country',
  type: 'document',
  groups: CONTENT_AND_SEO_GROUPS,
  fields: [
    localeStringField('name', { group: 'content' }),
    { ...slugField(), group: 'content' },
    defineField({
      name: 'code',
      title: 'ISO 3166-1 code',
      type: 'string',
      group: 'content',
      validation: (rule) => rule.required().regex(/^[A-Z]{2}$/, { name: 'two capital letters' }),
    }),
    defineField({
      name: 'order',
      type: 'number',
      group: 'content',
      validation: (r) => r.required().integer().min(0),
    }),
    imageField('image', 'productCountry', { required: true, group: 'content' }),
    seoField(),
  ],
  preview: { select: { title: 'name.en', subtitle: 'code', media: 'image' } },
})
