import {
  defineArrayMember,
  defineField,
  defineType,
  type ArrayRule,
  type DocumentDefinition,
  type FieldDefinition,
  type ImageRule,
  type SlugRule,
} from 'sanity'
import { slugify } from '../lib/slugify'
import { IMAGE_SIZES, type ImageSizeName } from './imageSizes'
import { isUniqueInType, requireBothLanguages, requireThai, sitePath } from './rules'

type Required = 'both' | 'thai' | false

const localeRule = (required: Required) =>
  required === 'both' ? requireBothLanguages : required === 'thai' ? requireThai : undefined

interface FieldOptions {
  title?: string
  description?: string
  required?: Required
  group?: string
}

/**
 * The object type that holds one value per language (localeString, localeText,
 * localeBlockContent): Thai first, as the site falls back to it.
 */
export function defineLocaleType(
  name: string,
  title: string,
  value: { type: 'string' | 'text' | 'blockContent'; rows?: number },
) {
  return defineType({
    name,
    title,
    type: 'object',
    fields: [
      defineField({ name: 'th', title: 'ไทย (Thai)', ...value }),
      defineField({ name: 'en', title: 'English', ...value }),
    ],
  })
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

/**
 * The fields of a document with a Content and an SEO tab: each field without a group of its own
 * goes under Content, and the SEO overrides come last.
 */
export function contentAndSeoFields(fields: FieldDefinition[]): FieldDefinition[] {
  return [
    ...fields.map((field) => (field.group ? field : { ...field, group: 'content' })),
    seoField(),
  ]
}

/**
 * A document type with a Content and an SEO tab (and any tabs of its own between them). The tabs
 * and the fields that fill them (see contentAndSeoFields) only work together, so they are set
 * here once.
 */
export function defineContentDocument({
  name,
  title,
  fields,
  groups = [],
  ...rest
}: Omit<DocumentDefinition, 'type' | 'groups'> & { groups?: { name: string; title: string }[] }) {
  return defineType({
    name,
    title,
    type: 'document',
    groups: [CONTENT_AND_SEO_GROUPS[0]!, ...groups, seoGroup],
    fields: contentAndSeoFields(fields),
    ...rest,
  })
}

/** The position in a list the editors order by hand (0 first). */
export function orderField() {
  return defineField({
    name: 'order',
    type: 'number',
    validation: (rule) => rule.required().integer().min(0),
  })
}

/** A calendar year, from `min` to 2100. */
export function yearField(name: string, min: number, options: { title?: string } = {}) {
  return defineField({
    name,
    type: 'number',
    ...options,
    validation: (rule) => rule.required().integer().min(min).max(2100),
  })
}

/** A date the document cannot do without. */
export function requiredDateField(name: string, title: string) {
  return defineField({ name, title, type: 'date', validation: (rule) => rule.required() })
}

/** One value from a fixed list of codes (a category, a type). */
export function choiceField(name: string, list: readonly string[]) {
  return defineField({
    name,
    type: 'string',
    options: { list: [...list] },
    validation: (rule) => rule.required(),
  })
}

/** The one document of another type this one belongs to. */
export function requiredReferenceField(
  name: string,
  to: string,
  options: { description?: string } = {},
) {
  return defineField({
    name,
    type: 'reference',
    to: [{ type: to }],
    ...options,
    validation: (rule) => rule.required(),
  })
}

/** A list of documents of another type, each at most once. */
export function referenceListField(
  name: string,
  to: string,
  options: {
    title?: string
    group?: string
    rule?: (rule: ArrayRule<unknown[]>) => ArrayRule<unknown[]>
  } = {},
) {
  const { rule: extraRule = (rule) => rule, ...rest } = options
  return defineField({
    name,
    type: 'array',
    ...rest,
    of: [defineArrayMember({ type: 'reference', to: [{ type: to }] })],
    validation: (rule) => extraRule(rule).unique(),
  })
}

/** A site path without the language (`/about/awards`), required. */
export function sitePathField(options: { description?: string } = {}) {
  return defineField({
    name: 'path',
    type: 'string',
    ...options,
    validation: (rule) => sitePath(rule).required(),
  })
}

/** A telephone number as people write it: digits, spaces, brackets, hyphens, a leading +. */
export function phoneField() {
  return defineField({
    name: 'phone',
    type: 'string',
    validation: (rule) => rule.required().regex(/^\+?[0-9 ()-]{6,20}$/, { name: 'phone number' }),
  })
}

export function emailField() {
  return defineField({
    name: 'email',
    type: 'string',
    validation: (rule) => rule.required().email(),
  })
}
