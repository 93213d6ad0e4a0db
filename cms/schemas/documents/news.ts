import { defineArrayMember, defineField, defineType } from 'sanity'
import {
  imageField,
  localeBlocksField,
  localeStringField,
  localeTextField,
  seoField,
  CONTENT_AND_SEO_GROUPS,
  slugField,
} from '../fields'

export const NEWS_CATEGORIES = ['press-release', 'activity', 'sustainability', 'investor'] as const

export const news = defineType({
  name: 'news',
  title: 'News',
  type: 'document',
  groups: CONTENT_AND_SEO_GROUPS,
  fields: [
    localeStringField('title', { group: 'content' }),
    { ...slugField('title'), group: 'content' },
    defineField({
      name: 'publishedAt',
      title: 'Published',
      type: 'datetime',
      group: 'content',
      validation: (rule) => rule.required().min('2000-01-01T00:00:00Z'),
    }),
    defineField({
      name: 'category',
      type: 'string',
      group: 'content',
      options: { list: [...NEWS_CATEGORIES] },
      validation: (rule) => rule.required(),
    }),
    localeTextField('excerpt', { group: 'content' }),
    imageField('thumbnail', 'newsThumbnail', { required: true, group: 'content' }),
    localeBlocksField('body', { group: 'content' }),
    defineField({
      name: 'gallery',
      type: 'array',
      group: 'content',
      of: [defineArrayMember({ ...imageField('image', 'gallery'), name: 'image' })],
      validation: (rule) => rule.max(12),
    }),
    localeStringField('source', { title: 'Source or author', required: false, group: 'content' }),
    seoField(),
  ],
  orderings: [
    { title: 'Newest', name: 'newest', by: [{ field: 'publishedAt', direction: 'desc' }] },
  ],
  preview: { select: { title: 'title.en', subtitle: 'publishedAt', media: 'thumbnail' } },
})
