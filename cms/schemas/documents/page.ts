import { defineArrayMember, defineField } from 'sanity'
import { defineContentDocument, imageField, localeStringField, localeTextField } from '../fields'
import { isTakenInType, sitePath } from '../rules'

/**
 * The content pages of Company, Sustainability and Legal, built from typed sections, and the
 * editor-set parts of the investor overview (its key figures).
 */
export const page = defineContentDocument({
  name: 'page',
  title: 'Page',
  fields: [
    localeStringField('title'),
    defineField({
      name: 'path',
      description: 'The page address without the language, for example /about/commitment.',
      type: 'string',
      validation: (rule) =>
        sitePath(rule)
          .required()
          .custom(async (value, context) =>
            (await isTakenInType('path', value, context))
              ? 'Another page already has this address'
              : true,
          ),
    }),
    defineField({
      name: 'area',
      title: 'Site section',
      type: 'string',
      options: { list: ['company', 'sustainability', 'legal', 'investors'], layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    localeTextField('intro'),
    imageField('hero', 'pageHero', { title: 'Hero image' }),
    defineField({
      name: 'sections',
      type: 'array',
      of: [
        defineArrayMember({ type: 'textSection' }),
        defineArrayMember({ type: 'imageTextSection' }),
        defineArrayMember({ type: 'statsSection' }),
        defineArrayMember({ type: 'valuesSection' }),
        defineArrayMember({ type: 'ctaSection' }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: { select: { title: 'title.en', subtitle: 'path', media: 'hero' } },
})
