import { defineField, defineType } from 'sanity'

/** Rich text in Thai and English. */
export const localeBlockContent = defineType({
  name: 'localeBlockContent',
  title: 'Rich text (Thai / English)',
  type: 'object',
  fields: [
    defineField({ name: 'th', title: 'ไทย (Thai)', type: 'blockContent' }),
    defineField({ name: 'en', title: 'English', type: 'blockContent' }),
  ],
})
