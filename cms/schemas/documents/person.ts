import { defineArrayMember, defineField } from 'sanity'
import {
  defineContentDocument,
  imageField,
  localeStringField,
  localeTextField,
  orderField,
  slugField,
} from '../fields'

export const PERSON_ROLES = ['board', 'executive', 'expert'] as const

/** Board members, executives and business experts. */
export const person = defineContentDocument({
  name: 'person',
  title: 'Person',
  fields: [
    localeStringField('name'),
    slugField(),
    defineField({
      name: 'roles',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: [...PERSON_ROLES] },
      validation: (rule) => rule.required().min(1).unique(),
    }),
    localeStringField('position'),
    orderField(),
    imageField('photo', 'portrait', { required: true }),
    localeTextField('profile'),
    defineField({
      name: 'appointedOn',
      title: 'Appointed on',
      type: 'date',
      validation: (rule) => rule.min('1950-01-01'),
    }),
  ],
  orderings: [{ title: 'Order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'name.en', subtitle: 'position.en', media: 'photo' } },
})
