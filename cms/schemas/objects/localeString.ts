import { defineLocaleType } from '../fields'

/** A short text in Thai and English; queries project one language with a Thai fallback. */
export const localeString = defineLocaleType('localeString', 'Text (Thai / English)', {
  type: 'string',
})
