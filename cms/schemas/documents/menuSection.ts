import { defineArrayMember, defineField, defineType } from 'sanity'
import { MENU_SECTION_IDS } from '../menuSectionIds'
import {
  localeStringField,
  localeTextField,
  orderField,
  seoField,
  sitePathField,
  CONTENT_AND_SEO_GROUPS,
} from '../fields'
import { isTakenInType } from '../rules'

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
        rule
          .required()
          .custom(async (value, context) =>
            (await isTakenInType('id', value, context))
              ? 'Another menu section already belongs to this entry'
              : true,
          ),
    }),
    orderField(),
    localeStringField('topic'),
    sitePathField({ description: 'The landing page the button leads to.' }),
    localeTextField('desc', { title: 'Description' }),
    localeStringField('buttonName', { title: 'Button label' }),
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
