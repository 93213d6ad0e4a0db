import { defineField, defineType } from 'sanity'
import {
  imageField,
  localeStringField,
  localeTextField,
  seoField,
  CONTENT_AND_SEO_GROUPS,
  slugField,
} from '../fields'

export const brand = defineType({
  name: 'brand',
  title: 'Brand',
  type: 'document',
  groups: CONTENT_AND_SEO_GROUPS,
  fields: [
    localeStringField('name', { group: 'content' }),
    { ...slugField(), group: 'content' },
    defineField({
      name: 'businessLine',
      type: 'reference',
      to: [{ type: 'businessLine' }],
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    localeTextField('description', { group: 'content' }),
    imageField('logo', 'brandLogo', { required: true, group: 'content' }),
    imageField('cover', 'brandCover', { required: true, group: 'content' }),
    imageField('banner', 'brandBanner', { required: true, group: 'content' }),
    defineField({
      name: 'website',
      type: 'url',
      group: 'content',
      validation: (rule) => rule.uri({ scheme: ['https'] }),
    }),
    seoField(),
  ],
  preview: { select: { title: 'name.en', subtitle: 'businessLine.name.en', media: 'logo' } },
})
