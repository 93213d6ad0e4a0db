import { defineField, defineType } from 'sanity'
import {
  imageField,
  localeStringField,
  localeTextField,
  seoField,
  CONTENT_AND_SEO_GROUPS,
  slugField,
} from '../fields'

export const productCategory = defineType({
  name: 'productCategory',
  title: 'Product category',
  type: 'document',
  groups: CONTENT_AND_SEO_GROUPS,
  fields: [
    localeStringField('name', { group: 'content' }),
    { ...slugField(), group: 'content' },
    defineField({
      name: 'businessLine',
      type: 'reference',
      to: [{ type: 'businessLine' }],
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'order',
      type: 'number',
      group: 'content',
      validation: (r) => r.required().integer().min(0),
    }),
    localeTextField('description', { group: 'content' }),
    imageField('icon', 'categoryIcon', { required: true, group: 'content' }),
    imageField('image', 'categoryImage', { required: true, group: 'content' }),
    seoField(),
  ],
  preview: { select: { title: 'name.en', subtitle: 'businessLine.name.en', media: 'icon' } },
})
