import { defineArrayMember, defineField, defineType } from 'sanity'
import {
  imageField,
  localeStringField,
  seoField,
  CONTENT_AND_SEO_GROUPS,
  slugField,
} from '../fields'

/** A shop or marketplace that sells the products. */
export const reseller = defineType({
  name: 'reseller',
  title: 'Reseller',
  type: 'document',
  groups: CONTENT_AND_SEO_GROUPS,
  fields: [
    localeStringField('name', { group: 'content' }),
    { ...slugField(), group: 'content' },
    imageField('logo', 'resellerLogo', { required: true, group: 'content' }),
    defineField({
      name: 'website',
      type: 'url',
      group: 'content',
      validation: (rule) => rule.required().uri({ scheme: ['https'] }),
    }),
    defineField({
      name: 'countries',
      type: 'array',
      group: 'content',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'country' }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
    seoField(),
  ],
  preview: { select: { title: 'name.en', subtitle: 'website', media: 'logo' } },
})
