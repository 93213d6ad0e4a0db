import { defineArrayMember, defineField, defineType } from 'sanity'
import {
  imageField,
  localeStringField,
  localeTextField,
  seoField,
  CONTENT_AND_SEO_GROUPS,
  slugField,
} from '../fields'

export const PERSON_ROLES = ['board', 'executive', 'expert'] as const

/** Board members, executives and business experts. */
export const person = defineType({
  name: 'person',
  title: 'Person',
  type: 'document',
  groups: CONTENT_AND_SEO_GROUPS,
  fields: [
    localeStringField('name', { group: 'content' }),
    { ...slugField(), group: 'content' },
    defineField({
      name: 'roles',
      type: 'array',
      group: 'content',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: [...PERSON_ROLES] },
      validation: (rule) => rule.required().min(1).unique(),
    }),
    localeStringField('position', { group: 'content' }),
    defineField({
      name: 'order',
      type: 'number',
      group: 'content',
      validation: (r) => r.required().integer().min(0),
    }),
    imageField('photo', 'portrait', { required: true, group: 'content' }),
    localeTextField('profile', { group: 'content' }),
    defineField({
      name: 'appointedOn',
      title: 'Appointed on',
      type: 'date',
      group: 'content',
      validation: (rule) => rule.min('1950-01-01'),
    }),
    seoField(),
  ],
  orderings: [{ title: 'Order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'name.en', subtitle: 'position.en', media: 'photo' } },
})
