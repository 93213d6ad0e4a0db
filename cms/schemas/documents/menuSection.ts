import { defineArrayMember, defineField, defineType } from 'sanity'
import { MENU_SECTION_IDS } from '../menuSectionIds'
import { seoField, CONTENT_AND_SEO_GROUPS } from '../fields'
import { requireBothLanguages, sitePath } from '../rules'

/** The panel a top-menu entry opens: topic, description, button and sub-menu entries. */
export const menuSection = defineType({
  name: 'menuSection',
  title: 'Menu section',
  type: 'document',
  groups: CONTENT_AND_SEO_GROUPS,
  fields: [
    defineField({
      name: 'id',
      title: 'Top-menu entry',
      type: 'string',
      options: { list: [...MENU_SECTION_IDS] },
      validation: (rule) =>
        rule.required().custom(async (value, context) => {
          const client = context.getClient({ apiVersion: '2025-01-01' })
          const id = context.document?._id.replace(/^drafts\./, '')
          const others = await client.fetch<number>(
            'count(*[_type == "menuSection" && id == $value && !(_id in [$id, $draft])])',
            { value, id, draft: `drafts.${id}` },
          )
          return others === 0 ? true : 'Another menu section already belongs to this entry'
        }),
    }),
    defineField({
      name: 'order',
      type: 'number',
      validation: (rule) => rule.required().integer().min(0),
    }),
    defineField({ name: 'topic', type: 'localeString', validation: requireBothLanguages }),
    defineField({
      name: 'path',
      description: 'The landing page the button leads to.',
      type: 'string',
      validation: (rule) => sitePath(rule).required(),
    }),
    defineField({
      name: 'desc',
      title: 'Description',
      type: 'localeText',
      validation: requireBothLanguages,
    }),
    defineField({
      name: 'buttonName',
      title: 'Button label',
      type: 'localeString',
      validation: requireBothLanguages,
    }),
    defineField({
      name: 'subMenuList',
      title: 'Sub-menu entries',
      type: 'array',
      of: [defineArrayMember({ type: 'subMenu' })],
      validation: (rule) => rule.required().min(1),
    }),
    seoField(),
  ],
  orderings: [{ title: 'Menu order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'topic.en', subtitle: 'id' } },
})
