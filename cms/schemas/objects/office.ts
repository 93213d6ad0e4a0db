import { defineField, defineType } from 'sanity'
import { emailField, imageField, localeStringField, localeTextField, phoneField } from '../fields'

/** A site the contact page lists: head office, plants, branches. */
export const office = defineType({
  name: 'office',
  title: 'Office or site',
  type: 'object',
  fields: [
    localeStringField('name'),
    localeTextField('address'),
    phoneField(),
    emailField(),
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
