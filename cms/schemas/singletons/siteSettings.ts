import { defineField, defineType } from 'sanity'
import { requireBothLanguages } from '../rules'

/** Site-wide settings: the company's name, description and head-office contact. One document. */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  fields: [
    defineField({ name: 'siteName', type: 'localeString', validation: requireBothLanguages }),
    defineField({ name: 'tagline', type: 'localeString', validation: requireBothLanguages }),
    defineField({ name: 'description', type: 'localeText', validation: requireBothLanguages }),
    defineField({ name: 'address', type: 'localeText', validation: requireBothLanguages }),
    defineField({
      name: 'phone',
      type: 'string',
      validation: (rule) => rule.required().regex(/^\+?[0-9 ()-]{6,20}$/, { name: 'phone number' }),
    }),
    defineField({ name: 'email', type: 'string', validation: (rule) => rule.required().email() }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
})
