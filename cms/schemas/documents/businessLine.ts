import { defineArrayMember, defineField, defineType } from 'sanity'
import {
  imageField,
  localeBlocksField,
  localeStringField,
  localeTextField,
  seoField,
  CONTENT_AND_SEO_GROUPS,
} from '../fields'

/** The five business lines with a page under /business/{slug}. */
export const BUSINESS_LINE_SLUGS = [
  'fresh-meat',
  'processed-food',
  'restaurant',
  'pet-food',
  'non-meat-product',
] as const

export const businessLine = defineType({
  name: 'businessLine',
  title: 'Business line',
  type: 'document',
  groups: CONTENT_AND_SEO_GROUPS,
  fields: [
    localeStringField('name', { group: 'content' }),
    defineField({
      name: 'slug',
      type: 'slug',
      group: 'content',
      description: 'Fixed: each business line has its own page address.',
      validation: (rule) =>
        rule
          .required()
          .custom((value: { current?: string } | undefined) =>
            BUSINESS_LINE_SLUGS.includes(value?.current as (typeof BUSINESS_LINE_SLUGS)[number])
              ? true
              : `One of ${BUSINESS_LINE_SLUGS.join(', ')}`,
          ),
    }),
    defineField({
      name: 'order',
      type: 'number',
      group: 'content',
      validation: (r) => r.required().integer().min(0),
    }),
    localeTextField('summary', { group: 'content' }),
    localeBlocksField('description', { group: 'content' }),
    imageField('cover', 'brandBanner', { title: 'Cover image', required: true, group: 'content' }),
    defineField({
      name: 'experts',
      title: 'Business experts',
      type: 'array',
      group: 'content',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'person' }] })],
      validation: (rule) => rule.unique(),
    }),
    seoField(),
  ],
  orderings: [{ title: 'Order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'name.en', subtitle: 'slug.current', media: 'cover' } },
})
