import { defineField, defineType } from 'sanity'
import { imageField, localeBlocksField, localeStringField } from '../fields'

/** Text beside an image, the image on either side. */
export const imageTextSection = defineType({
  name: 'imageTextSection',
  title: 'Image and text',
  type: 'object',
  fields: [
    localeStringField('heading'),
    localeBlocksField('body'),
    imageField('image', 'categoryImage', { required: true }),
    defineField({
      name: 'imagePosition',
      type: 'string',
      options: { list: ['start', 'end'], layout: 'radio' },
      initialValue: 'end',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'heading.en', media: 'image' },
    prepare: ({ title, media }) => ({ title, media, subtitle: 'Image and text' }),
  },
})
