import { defineField, defineType } from 'sanity'
import {
  contentAndSeoFields,
  imageField,
  localeStringField,
  referenceListField,
  slugField,
  CONTENT_AND_SEO_GROUPS,
} from '../fields'

/** A shop or marketplace that sells the products. */
export const reseller = defineType({
  name: 'reseller',
  title: 'Reseller',
  type: 'document',
  groups: CONTENT_AND_SEO_GROUPS,
  fields: contentAndSeoFields([
    localeStringField('name'),
    slugField(),
    imageField('logo', 'resellerLogo', { required: true }),
    defineField({
      name: 'website',
      type: 'url',
      validation: (rule) => rule.required().uri({ scheme: ['https'] }),
    }),
    referenceListField('countries', 'country', { rule: (rule) => rule.required().min(1) }),
  ]),
  preview: { select: { title: 'name.en', subtitle: 'website', media: 'logo' } },
})
