import { defineField, defineType } from 'sanity'
import {
  contentAndSeoFields,
  imageField,
  localeStringField,
  orderField,
  slugField,
  CONTENT_AND_SEO_GROUPS,
} from '../fields'

/** A market where products are sold. */
export const country = defineType({
  name: 'country',
  title: 'Country',
  type: 'document',
  groups: CONTENT_AND_SEO_GROUPS,
  fields: contentAndSeoFields([
    localeStringField('name'),
    slugField(),
    defineField({
      name: 'code',
      title: 'ISO 3166-1 code',
      type: 'string',
      validation: (rule) => rule.required().regex(/^[A-Z]{2}$/, { name: 'two capital letters' }),
    }),
    orderField(),
    imageField('image', 'productCountry', { required: true }),
  ]),
  preview: { select: { title: 'name.en', subtitle: 'code', media: 'image' } },
})
