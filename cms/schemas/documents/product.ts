import { defineArrayMember, defineField, defineType } from 'sanity'
import {
  contentAndSeoFields,
  imageField,
  localeBlocksField,
  localeStringField,
  referenceListField,
  requiredReferenceField,
  seoGroup,
  slugField,
} from '../fields'

export const CERTIFICATIONS = [
  'halal',
  'haccp',
  'gmp',
  'brcgs',
  'iso22000',
  'organic',
  'vegan',
] as const

export const product = defineType({
  name: 'product',
  title: 'Product',
  type: 'document',
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'details', title: 'Specification' },
    { name: 'availability', title: 'Where sold' },
    seoGroup,
  ],
  fields: contentAndSeoFields([
    localeStringField('name'),
    slugField(),
    requiredReferenceField('brand', 'brand'),
    requiredReferenceField('category', 'productCategory', {
      description: 'The business line follows from the category.',
    }),
    imageField('heroImage', 'productHero', { title: 'Main image', required: true }),
    defineField({
      name: 'gallery',
      type: 'array',
      of: [defineArrayMember({ ...imageField('image', 'productDetail'), name: 'image' })],
      validation: (rule) => rule.max(8),
    }),
    localeStringField('summary'),
    localeBlocksField('description'),
    defineField({ name: 'featured', type: 'boolean', initialValue: false }),
    defineField({
      name: 'launchDate',
      title: 'Launch date',
      type: 'date',
      validation: (rule) => rule.required().min('1950-01-01'),
    }),
    localeStringField('packSize', { title: 'Pack size', group: 'details' }),
    localeStringField('storage', { group: 'details' }),
    localeStringField('shelfLife', { title: 'Shelf life', group: 'details' }),
    defineField({
      name: 'certifications',
      type: 'array',
      group: 'details',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: [...CERTIFICATIONS] },
      validation: (rule) => rule.unique(),
    }),
    referenceListField('countries', 'country', {
      group: 'availability',
      rule: (rule) => rule.required().min(1),
    }),
    referenceListField('resellers', 'reseller', { group: 'availability' }),
    referenceListField('related', 'product', {
      title: 'Related products',
      rule: (rule) => rule.max(6),
    }),
  ]),
  preview: { select: { title: 'name.en', subtitle: 'brand.name.en', media: 'heroImage' } },
})
