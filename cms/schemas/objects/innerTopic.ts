import { defineType } from 'sanity'
import { localeStringField, sitePathField } from '../fields'

/** A link nested under a sub-menu entry (Leadership → Board of directors). */
export const innerTopic = defineType({
  name: 'innerTopic',
  title: 'Inner topic',
  type: 'object',
  fields: [localeStringField('topic'), sitePathField()],
  preview: { select: { title: 'topic.en', subtitle: 'path' } },
})
