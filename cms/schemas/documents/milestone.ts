import {
  defineContentDocument,
  imageField,
  localeStringField,
  localeTextField,
  yearField,
} from '../fields'

/** A year on the company's timeline. */
export const milestone = defineContentDocument({
  name: 'milestone',
  title: 'Milestone',
  fields: [
    yearField('year', 1900),
    localeStringField('title'),
    localeTextField('description'),
    imageField('image', 'categoryImage'),
  ],
  orderings: [{ title: 'Year', name: 'year', by: [{ field: 'year', direction: 'asc' }] }],
  preview: { select: { title: 'title.en', subtitle: 'year', media: 'image' } },
})
