import { defineLocaleType } from '../fields'

/** Rich text in Thai and English. */
export const localeBlockContent = defineLocaleType(
  'localeBlockContent',
  'Rich text (Thai / English)',
  { type: 'blockContent' },
)
