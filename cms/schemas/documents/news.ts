import { defineArrayMember, defineField } from 'sanity'
import {
  choiceField,
  defineContentDocument,
  imageField,
  localeBlocksField,
  localeStringField,
  localeTextField,
  slugField,
} from '../fields'
import { publicFromField, publicationSubtitle } from '../publicFrom'

export const NEWS_CATEGORIES = ['press-release', 'activity', 'sustainability', 'investor'] as const

export const news = defineContentDocument({
  name: 'news',
  title: 'News',
  fields: [
    localeStringField('title'),
    slugField('title'),
    defineField({
      name: 'publishedAt',
      title: 'Published',
      type: 'datetime',
      validation: (rule) => rule.required().min('2000-01-01T00:00:00Z'),
    }),
    publicFromField(),
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
  ],
  orderings: [
    { title: 'Newest', name: 'newest', by: [{ field: 'publishedAt', direction: 'desc' }] },
  ],
  preview: {
    select: {
      title: 'title.en',
      subtitle: 'publishedAt',
      media: 'thumbnail',
      publicFrom: 'publicFrom',
    },
    prepare: ({ title, subtitle, media, publicFrom }) => ({
      title,
      subtitle: publicationSubtitle(publicFrom, subtitle),
      media,
    }),
  },
})
