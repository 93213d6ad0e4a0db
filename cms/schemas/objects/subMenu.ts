import { defineArrayMember, defineField, defineType } from 'sanity'
import { localeStringField, sitePathField } from '../fields'
import { sitePath } from '../rules'

/** A sub-menu entry of a menu section: mainTopic, path, optional subPath and inner topics. */
export const subMenu = defineType({
  name: 'subMenu',
  title: 'Sub-menu entry',
  type: 'object',
  fields: [
    localeStringField('mainTopic'),
    sitePathField(),
    defineField({
      name: 'subPath',
      title: 'Sub-path',
      description: 'Pages under this prefix count as this entry (for example /products/).',
      type: 'string',
      validation: sitePath,
    }),
    defineField({
      name: 'innerTopic',
      title: 'Inner topics',
      type: 'array',
      of: [defineArrayMember({ type: 'innerTopic' })],
    }),
  ],
  preview: { select: { title: 'mainTopic.en', subtitle: 'path' } },
})
