import { defineField } from 'sanity'
import {
  defineContentDocument,
  imageField,
  localeStringField,
  localeTextField,
  requiredReferenceField,
  slugField,
} from '../fields'

export const brand = defineContentDocument({
  name: 'brand',
  title: 'Brand',
  fields: [
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
  ],
  preview: { select: { title: 'name.en', subtitle: 'businessLine.name.en', media: 'logo' } },
})
