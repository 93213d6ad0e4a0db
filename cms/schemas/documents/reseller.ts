import { defineField } from 'sanity'
import {
  defineContentDocument,
  imageField,
  localeStringField,
  referenceListField,
  slugField,
} from '../fields'

/** A shop or marketplace that sells the products. */
export const reseller = defineContentDocument({
  name: 'reseller',
  title: 'Reseller',
  fields: [
    localeStringField('name'),
    slugField(),
    imageField('logo', 'resellerLogo', { required: true }),
    defineField({
      name: 'website',
      type: 'url',
      validation: (rule) => rule.required().uri({ scheme: ['https'] }),
    }),
    referenceListField('countries', 'country', { rule: (rule) => rule.required().min(1) }),
  ],
  preview: { select: { title: 'name.en', subtitle: 'website', media: 'logo' } },
})
