import {
  defineContentDocument,
  imageField,
  localeStringField,
  localeTextField,
  orderField,
  requiredReferenceField,
  slugField,
} from '../fields'

export const productCategory = defineContentDocument({
  name: 'productCategory',
  title: 'Product category',
  fields: [
    localeStringField('name'),
    slugField(),
    requiredReferenceField('businessLine', 'businessLine'),
    orderField(),
    localeTextField('description'),
    imageField('icon', 'categoryIcon', { required: true }),
    imageField('image', 'categoryImage', { required: true }),
  ],
  preview: { select: { title: 'name.en', subtitle: 'businessLine.name.en', media: 'icon' } },
})
