import { defineArrayMember, defineField, defineType } from 'sanity'
import {
  imageField,
  localeStringField,
  localeTextField,
  seoField,
  CONTENT_AND_SEO_GROUPS,
} from '../fields'

/** Site-wide settings: the company's name, description, contact and offices. One document. */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  groups: CONTENT_AND_SEO_GROUPS,
  fields: [
    localeStringField('siteName', { group: 'content' }),
    localeStringField('legalName', { title: 'Registered name', group: 'content' }),
    localeStringField('tagline', { group: 'content' }),
    localeTextField('description', { group: 'content' }),
    imageField('homeHero', 'pageHero', { title: 'Home page hero illustration', group: 'content' }),
    localeTextField('address', { group: 'content' }),
    defineField({
      name: 'phone',
      type: 'string',
      group: 'content',
      validation: (rule) => rule.required().regex(/^\+?[0-9 ()-]{6,20}$/, { name: 'phone number' }),
    }),
    defineField({
      name: 'email',
      type: 'string',
      group: 'content',
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: 'stockSymbol',
      title: 'Stock symbol (SET)',
      type: 'string',
      group: 'content',
      validation: (rule) => rule.regex(/^[A-Z0-9.]{2,10}$/, { name: 'stock symbol' }),
    }),
    defineField({
      name: 'offices',
      title: 'Offices and sites',
      type: 'array',
      group: 'content',
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
    seoField(),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
})
