import { defineField, defineType } from 'sanity'
import { imageField, localeStringField, localeTextField } from '../fields'

/** A site the contact page lists: head office, plants, branches. */
export const office = defineType({
  name: 'office',
  title: 'Office or site',
  type: 'object',
  fields: [
    localeStringField('name'),
    localeTextField('address'),
    defineField({
      name: 'phone',
      type: 'string',
      validation: (rule) => rule.required().regex(/^\+?[0-9 ()-]{6,20}$/, { name: 'phone number' }),
    }),
    defineField({ name: 'email', type: 'string', validation: (rule) => rule.required().email() }),
    localeStringField('openingHours', { title: 'Opening hours' }),
    imageField('map', 'map', { title: 'Map image', required: true }),
    defineField({
      name: 'isHeadOffice',
      title: 'Head office',
      type: 'boolean',
      initialValue: false,
    }),
  ],
  preview: { select: { title: 'name.en', subtitle: 'phone', media: 'map' } },
})
