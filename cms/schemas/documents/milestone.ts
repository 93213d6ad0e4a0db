import { defineField, defineType } from 'sanity'
import {
  imageField,
  localeStringField,
  localeTextField,
  seoField,
  CONTENT_AND_SEO_GROUPS,
} from '../fields'

/** A year on the company's timeline. */
export const milestone = defineType({
  name: 'milestone',
  title: 'Milestone',
  type: 'document',
  groups: CONTENT_AND_SEO_GROUPS,
  fields: [
    defineField({
      name: 'year',
      type: 'number',
      group: 'content',
      validation: (rule) => rule.required().integer().min(1900).max(2100),
    }),
    localeStringField('title', { group: 'content' }),
    localeTextField('description', { group: 'content' }),
    imageField('image', 'categoryImage', { group: 'content' }),
    seoField(),
  ],
  orderings: [{ title: 'Year', name: 'year', by: [{ field: 'year', direction: 'asc' }] }],
  preview: { select: { title: 'title.en', subtitle: 'year', media: 'image' } },
})
