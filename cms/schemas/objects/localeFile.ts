import { defineField, defineType, type Rule } from 'sanity'

/**
 * A PDF in Thai and one in English (an investor document's file): the site links the reader's
 * language, the other one when it is missing, marked as such.
 */
export const localeFile = defineType({
  name: 'localeFile',
  title: 'PDF (Thai / English)',
  type: 'object',
  fields: [
    defineField({
      name: 'th',
      title: 'ไทย (Thai)',
      type: 'file',
      options: { accept: 'application/pdf' },
    }),
    defineField({
      name: 'en',
      title: 'English',
      type: 'file',
      options: { accept: 'application/pdf' },
    }),
  ],
})

interface LocaleFileValue {
  th?: { asset?: { _ref?: string } }
  en?: { asset?: { _ref?: string } }
}

/** Both PDFs uploaded: visitors read the document in Thai and in English. */
export function requireBothFiles(rule: Rule) {
  return rule.required().custom((value: LocaleFileValue | undefined) => {
    if (!value?.th?.asset?._ref) return 'The Thai PDF is required'
    if (!value?.en?.asset?._ref) return 'The English PDF is required'
    return true
  })
}
