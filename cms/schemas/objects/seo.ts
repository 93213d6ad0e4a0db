import { defineField, defineType } from 'sanity'
import { imageField } from '../fields'

/** Per-document search and sharing text; empty fields fall back to the document's own. */
export const seo = defineType({
  name: 'seo',
  title: 'SEO',
  type: 'object',
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: 'title',
      type: 'localeString',
      description: 'At most 60 characters; the page title is used when empty.',
      validation: (rule) =>
        rule.custom((value: { th?: string; en?: string } | undefined) =>
          [value?.th, value?.en].some((text) => (text?.length ?? 0) > 60)
            ? 'Keep the title within 60 characters'
            : true,
        ),
    }),
    defineField({
      name: 'description',
      type: 'localeText',
      description: 'At most 160 characters, shown under the title in search results.',
      validation: (rule) =>
        rule.custom((value: { th?: string; en?: string } | undefined) =>
          [value?.th, value?.en].some((text) => (text?.length ?? 0) > 160)
            ? 'Keep the description within 160 characters'
            : true,
        ),
    }),
    imageField('image', 'socialShare', { title: 'Sharing image' }),
    defineField({
      name: 'noIndex',
      title: 'Hide from search engines',
      type: 'boolean',
      initialValue: false,
    }),
  ],
})
