import { defineType } from 'sanity'
import {
  contentAndSeoFields,
  imageField,
  localeStringField,
  localeTextField,
  yearField,
  CONTENT_AND_SEO_GROUPS,
} from '../fields'

/** A year on the company's timeline. */
export const milestone = defineType({
  name: 'milestone',
  title: 'Milestone',
  type: 'document',
  groups: CONTENT_AND_SEO_GROUPS,
  fields: contentAndSeoFields([
    yearField('year', 1900),
    localeStringField('title'),
    localeTextField('description'),
    imageField('image', 'categoryImage'),
  ]),
  orderings: [{ title: 'Year', name: 'year', by: [{ field: 'year', direction: 'asc' }] }],
  preview: { select: { title: 'title.en', subtitle: 'year', media: 'image' } },
})
