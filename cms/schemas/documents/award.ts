import { defineField, defineType } from 'sanity'
import {
  imageField,
  localeStringField,
  localeTextField,
  seoField,
  CONTENT_AND_SEO_GROUPS,
} from '../fields'

export const award = defineType({
  name: 'award',
  title: 'Award',
  type: 'document',
  groups: CONTENT_AND_SEO_GROUPS,
  fields: [
    localeStringField('title', { group: 'content' }),
    defineField({
      name: 'year',
      type: 'number',
      group: 'content',
      validation: (rule) => rule.required().integer().min(1900).max(2100),
    }),
    localeStringField('issuer', { group: 'content' }),
    localeTextField('description', { required: 'thai', group: 'content' }),
    imageField('image', 'categoryImage', { group: 'content' }),
    seoField(),
  ],
  orderings: [{ title: 'Newest', name: 'newest', by: [{ field: 'year', direction: 'desc' }] }],
  preview: { select: { title: 'title.en', subtitle: 'year', media: 'image' } },
})
