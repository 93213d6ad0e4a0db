import { defineArrayMember, defineField } from 'sanity'
import {
  defineContentDocument,
  emailField,
  imageField,
  localeStringField,
  localeTextField,
  phoneField,
} from '../fields'

/** Site-wide settings: the company's name, description, contact and offices. One document. */
export const siteSettings = defineContentDocument({
  name: 'siteSettings',
  title: 'Site settings',
  fields: [
    localeStringField('siteName'),
    localeStringField('legalName', { title: 'Registered name' }),
    localeStringField('tagline'),
    localeTextField('description'),
    imageField('homeHero', 'pageHero', { title: 'Home page hero illustration' }),
    localeTextField('address'),
    phoneField(),
    emailField(),
    defineField({
      name: 'stockSymbol',
      title: 'Stock symbol (SET)',
      type: 'string',
      validation: (rule) => rule.regex(/^[A-Z0-9.]{2,10}$/, { name: 'stock symbol' }),
    }),
    defineField({
      name: 'offices',
      title: 'Offices and sites',
      type: 'array',
      of: [defineArrayMember({ type: 'office' })],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .custom((offices: { isHeadOffice?: boolean }[] | undefined) =>
            (offices ?? []).filter((office) => office.isHeadOffice).length === 1
              ? true
              : 'Mark exactly one office as the head office',
          ),
    }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
})
