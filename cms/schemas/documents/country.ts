import { defineField } from 'sanity'
import {
  defineContentDocument,
  imageField,
  localeStringField,
  orderField,
  slugField,
} from '../fields'

/** A market where products are sold. */
export const country = defineContentDocument({
  name: 'country',
  title: 'Country',
  fields: [
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
  ],
  preview: { select: { title: 'name.en', subtitle: 'code', media: 'image' } },
})
