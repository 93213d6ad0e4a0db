import { defineField } from 'sanity'
import { BUSINESS_LINE_SLUGS, type BusinessLineSlug } from '../businessLineSlugs'
import {
  defineContentDocument,
  imageField,
  localeBlocksField,
  localeStringField,
  localeTextField,
  orderField,
  referenceListField,
} from '../fields'

export const businessLine = defineContentDocument({
  name: 'businessLine',
  title: 'Business line',
  fields: [
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
  ],
  orderings: [{ title: 'Order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'name.en', subtitle: 'slug.current', media: 'cover' } },
})
