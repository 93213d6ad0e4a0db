import { defineType } from 'sanity'
import {
  contentAndSeoFields,
  imageField,
  localeStringField,
  localeTextField,
  orderField,
  requiredReferenceField,
  slugField,
  CONTENT_AND_SEO_GROUPS,
} from '../fields'

export const productCategory = defineType({
  name: 'productCategory',
  title: 'Product category',
  type: 'document',
  groups: CONTENT_AND_SEO_GROUPS,
  fields: contentAndSeoFields([
    localeStringField('name'),
    slugField(),
    requiredReferenceField('businessLine', 'businessLine'),
    orderField(),
    localeTextField('description'),
    imageField('icon', 'categoryIcon', { required: true }),
    imageField('image', 'categoryImage', { required: true }),
  ]),
  preview: { select: { title: 'name.en', subtitle: 'businessLine.name.en', media: 'icon' } },
})
