import { defineArrayMember, defineField, defineType } from 'sanity'
import {
  choiceField,
  contentAndSeoFields,
  imageField,
  localeBlocksField,
  localeStringField,
  localeTextField,
  slugField,
  CONTENT_AND_SEO_GROUPS,
} from '../fields'

export const NEWS_CATEGORIES = ['press-release', 'activity', 'sustainability', 'investor'] as const

export const news = defineType({
  name: 'news',
  title: 'News',
  type: 'document',
  groups: CONTENT_AND_SEO_GROUPS,
  fields: contentAndSeoFields([
    localeStringField('title'),
    slugField('title'),
    defineField({
      name: 'publishedAt',
      title: 'Published',
      type: 'datetime',
      validation: (rule) => rule.required().min('2000-01-01T00:00:00Z'),
    }),
    choiceField('category', NEWS_CATEGORIES),
    localeTextField('excerpt'),
    imageField('thumbnail', 'newsThumbnail', { required: true }),
    localeBlocksField('body'),
    defineField({
      name: 'gallery',
      type: 'array',
      of: [defineArrayMember({ ...imageField('image', 'gallery'), name: 'image' })],
      validation: (rule) => rule.max(12),
    }),
    localeStringField('source', { title: 'Source or author', required: false }),
  ]),
  orderings: [
    { title: 'Newest', name: 'newest', by: [{ field: 'publishedAt', direction: 'desc' }] },
  ],
  preview: { select: { title: 'title.en', subtitle: 'publishedAt', media: 'thumbnail' } },
})
