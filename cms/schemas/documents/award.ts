import { defineType } from 'sanity'
import {
  contentAndSeoFields,
  imageField,
  localeStringField,
  localeTextField,
  yearField,
  CONTENT_AND_SEO_GROUPS,
} from '../fields'

export const award = defineType({
  name: 'award',
  title: 'Award',
  type: 'document',
  groups: CONTENT_AND_SEO_GROUPS,
  fields: contentAndSeoFields([
    localeStringField('title'),
    yearField('year', 1900),
    localeStringField('issuer'),
    localeTextField('description', { required: 'thai' }),
    imageField('image', 'categoryImage'),
  ]),
  orderings: [{ title: 'Newest', name: 'newest', by: [{ field: 'year', direction: 'desc' }] }],
  preview: { select: { title: 'title.en', subtitle: 'year', media: 'image' } },
})
