import { defineField, defineType } from 'sanity'

/** A paragraph in Thai and English. */
export const localeText = defineType({
  name: 'localeText',
  title: 'Paragraph (Thai / English)',
  type: 'object',
  fields: [
    defineField({ name: 'th', title: 'ไทย (Thai)', type: 'text', rows: 3 }),
    defineField({ name: 'en', title: 'English', type: 'text', rows: 3 }),
  ],
})
