import { defineField, defineType } from 'sanity'
import {
  contentAndSeoFields,
  imageField,
  localeStringField,
  localeTextField,
  requiredReferenceField,
  slugField,
  CONTENT_AND_SEO_GROUPS,
} from '../fields'

export const brand = defineType({
  name: 'brand',
  title: 'Brand',
  type: 'document',
  groups: CONTENT_AND_SEO_GROUPS,
  fields: contentAndSeoFields([
    localeStringField('name'),
    slugField(),
    requiredReferenceField('businessLine', 'businessLine'),
    localeTextField('description'),
    imageField('logo', 'brandLogo', { required: true }),
    imageField('cover', 'brandCover', { required: true }),
    imageField('banner', 'brandBanner', { required: true }),
    defineField({
      name: 'website',
      type: 'url',
      validation: (rule) => rule.uri({ scheme: ['https'] }),
    }),
  ]),
  preview: { select: { title: 'name.en', subtitle: 'businessLine.name.en', media: 'logo' } },
})
