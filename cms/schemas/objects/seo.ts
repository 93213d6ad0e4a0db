import { defineField, defineType } from 'sanity'
import { imageField } from '../fields'

/** Search engines cut longer titles and descriptions, in either language. */
const withinLength =
  (max: number, what: string) => (value: { th?: string; en?: string } | undefined) =>
    [value?.th, value?.en].some((text) => (text?.length ?? 0) > max)
      ? `Keep the ${what} within ${max} characters`
      : true

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
      validation: (rule) => rule.custom(withinLength(60, 'title')),
    }),
    defineField({
      name: 'description',
      type: 'localeText',
      description: 'At most 160 characters, shown under the title in search results.',
      validation: (rule) => rule.custom(withinLength(160, 'description')),
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
