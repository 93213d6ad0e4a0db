import { defineType } from 'sanity'
import { localeBlocksField, localeStringField } from '../fields'

/** A heading and rich text. */
export const textSection = defineType({
  name: 'textSection',
  title: 'Text',
  type: 'object',
  fields: [localeStringField('heading', { required: false }), localeBlocksField('body')],
  preview: {
    select: { title: 'heading.en' },
    prepare: ({ title }) => ({ title: title || 'Text', subtitle: 'Text' }),
  },
})
