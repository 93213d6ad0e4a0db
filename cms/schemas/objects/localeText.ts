import { defineLocaleType } from '../fields'

/** A paragraph in Thai and English. */
export const localeText = defineLocaleType('localeText', 'Paragraph (Thai / English)', {
  type: 'text',
  rows: 3,
})
