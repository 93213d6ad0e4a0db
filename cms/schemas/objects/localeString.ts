import { defineField, defineType } from 'sanity'

/** A short text in Thai and English; queries project one language with a Thai fallback. */
export const localeString = defineType({
  name: 'localeString',
  title: 'Text (Thai / English)',
  type: 'object',
  fields: [
    defineField({ name: 'th', title: 'ไทย (Thai)', type: 'string' }),
    defineField({ name: 'en', title: 'English', type: 'string' }),
  ],
})
