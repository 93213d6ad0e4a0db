import { defineArrayMember, defineField, defineType } from 'sanity'
import {
  imageField,
  localeStringField,
  localeTextField,
  seoField,
  CONTENT_AND_SEO_GROUPS,
} from '../fields'
import { sitePath } from '../rules'

/**
 * The content pages of Company, Sustainability and Legal, built from typed sections, and the
 * editor-set parts of the investor overview (its key figures).
 */
export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  groups: CONTENT_AND_SEO_GROUPS,
  fields: [
    localeStringField('title', { group: 'content' }),
    defineField({
      name: 'path',
      description: 'The page address without the language, for example /about/commitment.',
      type: 'string',
      group: 'content',
      validation: (rule) =>
        sitePath(rule)
          .required()
          .custom(async (value, context) => {
            const id = context.document?._id.replace(/^drafts\./, '')
            const taken = await context
              .getClient({ apiVersion: '2025-01-01' })
              .fetch<number>(
                'count(*[_type == "page" && path == $value && !(_id in [$id, $draft])])',
                {
                  value,
                  id,
                  draft: `drafts.${id}`,
                },
              )
            return taken === 0 ? true : 'Another page already has this address'
          }),
    }),
    defineField({
      name: 'area',
      title: 'Site section',
      type: 'string',
      group: 'content',
      options: { list: ['company', 'sustainability', 'legal', 'investors'], layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    localeTextField('intro', { group: 'content' }),
    imageField('hero', 'pageHero', { title: 'Hero image', group: 'content' }),
    defineField({
      name: 'sections',
      type: 'array',
      group: 'content',
      of: [
        defineArrayMember({ type: 'textSection' }),
        defineArrayMember({ type: 'imageTextSection' }),
        defineArrayMember({ type: 'statsSection' }),
        defineArrayMember({ type: 'valuesSection' }),
        defineArrayMember({ type: 'ctaSection' }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
    seoField(),
  ],
  preview: { select: { title: 'title.en', subtitle: 'path', media: 'hero' } },
})
