import { defineField, defineType } from 'sanity'
import { BUSINESS_LINE_SLUGS, type BusinessLineSlug } from '../businessLineSlugs'
import {
  contentAndSeoFields,
  imageField,
  localeBlocksField,
  localeStringField,
  localeTextField,
  orderField,
  referenceListField,
  CONTENT_AND_SEO_GROUPS,
} from '../fields'

export const businessLine = defineType({
  name: 'businessLine',
  title: 'Business line',
  type: 'document',
  groups: CONTENT_AND_SEO_GROUPS,
  fields: contentAndSeoFields([
    localeStringField('name'),
    defineField({
      name: 'slug',
      type: 'slug',
      description: 'Fixed: each business line has its own page address.',
      validation: (rule) =>
        rule
          .required()
          .custom((value: { current?: string } | undefined) =>
            BUSINESS_LINE_SLUGS.includes(value?.current as BusinessLineSlug)
              ? true
              : `One of ${BUSINESS_LINE_SLUGS.join(', ')}`,
          ),
    }),
    orderField(),
    localeTextField('summary'),
    localeBlocksField('description'),
    imageField('cover', 'brandBanner', { title: 'Cover image', required: true }),
    referenceListField('experts', 'person', { title: 'Business experts' }),
  ]),
  orderings: [{ title: 'Order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'name.en', subtitle: 'slug.current', media: 'cover' } },
})
