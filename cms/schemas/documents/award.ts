import {
  defineContentDocument,
  imageField,
  localeStringField,
  localeTextField,
  yearField,
} from '../fields'

export const award = defineContentDocument({
  name: 'award',
  title: 'Award',
  fields: [
    localeStringField('title'),
    yearField('year', 1900),
    localeStringField('issuer'),
    localeTextField('description', { required: 'thai' }),
    imageField('image', 'categoryImage'),
  ],
  orderings: [{ title: 'Newest', name: 'newest', by: [{ field: 'year', direction: 'desc' }] }],
  preview: { select: { title: 'title.en', subtitle: 'year', media: 'image' } },
})
