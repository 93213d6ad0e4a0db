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
    // The press kit offers the mark as a vector and draws its large PNGs from it; a picture of
    // 200 px cannot be enlarged. Sanity stores an SVG as a file as it was uploaded.
    defineField({
      name: 'logoVector',
      title: 'Logo as SVG (press kit)',
      description:
        'The logo above as a vector file (.svg), the same mark. The press kit offers it for download and draws its large PNGs from it; without one the press kit offers the logo picture as it is.',
      type: 'file',
      options: { accept: 'image/svg+xml,.svg' },
    }),
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
