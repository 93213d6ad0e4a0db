import { defineField, type FieldDefinition, type ImageRule, type SlugRule } from 'sanity'
import { slugify } from '../lib/slugify'
import { IMAGE_SIZES, type ImageSizeName } from './imageSizes'
import { isUniqueInType, requireBothLanguages, requireThai } from './rules'

type Required = 'both' | 'thai' | false

const localeRule = (required: Required) =>
  required === 'both' ? requireBothLanguages : required === 'thai' ? requireThai : undefined

interface FieldOptions {
  title?: string
  description?: string
  required?: Required
  group?: string
}

/** A short text in Thai and English. */
export function localeStringField(name: string, options: FieldOptions = {}) {
  const { required = 'both', ...rest } = options
  return defineField({ name, type: 'localeString', validation: localeRule(required), ...rest })
}

/** A paragraph in Thai and English. */
export function localeTextField(name: string, options: FieldOptions = {}) {
  const { required = 'both', ...rest } = options
  return defineField({ name, type: 'localeText', validation: localeRule(required), ...rest })
}

/** Rich text (Portable Text) in Thai and English. */
export function localeBlocksField(name: string, options: FieldOptions = {}) {
  const { required = 'both', ...rest } = options
  return defineField({
    name,
    type: 'localeBlockContent',
    validation: localeRule(required),
    ...rest,
  })
}

/**
 * An image with hotspot and crop, its intended size shown to the editor, and alt text in both
 * languages (required: every image the site shows is described).
 */
export function imageField(
  name: string,
  size: ImageSizeName,
  options: { title?: string; required?: boolean; group?: string } = {},
) {
  const { width, height } = IMAGE_SIZES[size]
  return defineField({
    name,
    title: options.title,
    group: options.group,
    type: 'image',
    description: `Shown at ${width} × ${height} px; upload at least that size and set the hotspot.`,
    options: { hotspot: true, accept: 'image/*' },
    fields: [
      defineField({
        name: 'alt',
        title: 'Alternative text',
        description: 'What the image shows, for people who cannot see it.',
        type: 'localeString',
        validation: requireBothLanguages,
      }),
    ],
    validation: options.required ? (rule: ImageRule) => rule.required() : undefined,
  })
}

/** The URL slug: from the English name, Thai-safe, unique within the document type. */
export function slugField(source = 'name') {
  return defineField({
    name: 'slug',
    type: 'slug',
    description: 'Part of the page address. Generated from the English name.',
    options: {
      source: (document: Record<string, unknown>) => {
        const value = document[source] as { en?: string; th?: string } | undefined
        return value?.en || value?.th || ''
      },
      slugify: (input: string) => slugify(input),
      isUnique: isUniqueInType,
    },
    validation: (rule: SlugRule) =>
      rule
        .required()
        .custom((value) =>
          value?.current && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value.current)
            ? true
            : 'Use lower-case letters, digits and single hyphens',
        ),
  })
}

/** Search-engine and sharing overrides; every field falls back to the document's own. */
export function seoField(): FieldDefinition {
  return defineField({ name: 'seo', title: 'SEO', type: 'seo', group: 'seo' })
}

export const seoGroup = { name: 'seo', title: 'SEO' }

/** The field groups of most documents: their content (opened first) and their SEO. */
export const CONTENT_AND_SEO_GROUPS = [
  { name: 'content', title: 'Content', default: true },
  seoGroup,
]
