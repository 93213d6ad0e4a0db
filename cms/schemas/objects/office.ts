import { defineField, defineType } from 'sanity'
import { emailField, imageField, localeStringField, localeTextField, phoneField } from '../fields'
import { checkOfficeLocation, LOCATION_MISSING } from './officeLocation'

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
    defineField({
      name: 'location',
      title: 'Location on the map',
      description:
        'Latitude and longitude of the building in degrees, north and east positive (OpenStreetMap shows them in its address bar). The "Open in a map" link on the contact page goes here.',
      type: 'geopoint',
      validation: (rule) => [
        rule.required().error(LOCATION_MISSING),
        rule.custom(checkOfficeLocation),
      ],
    }),
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
