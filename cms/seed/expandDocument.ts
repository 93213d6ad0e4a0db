import { slugify } from '../lib/slugify'
import { hasIdField, type ContentDocument } from './contentDocuments'
import { expandFields, type ExpandContext } from './expand'
import { withSystemFields } from './documentMeta'

type Localized = { en?: unknown } | undefined

/** The slug a document gets when its content gives none: from the English name or title. */
function defaultSlug(source: Record<string, unknown>): string | undefined {
  const english = (source.name as Localized)?.en ?? (source.title as Localized)?.en
  return typeof english === 'string' && english.trim() !== '' ? slugify(english) : undefined
}

/** A content document as the Sanity document the export holds (see FORMAT.md). */
export async function expandDocument(
  document: ContentDocument,
  context: ExpandContext,
): Promise<Record<string, unknown>> {
  const schema = context.schema.documents.get(document._type)!
  const fields = schema.fields ?? []
  const source = { ...document.source }
  const hasSlug = fields.some((field) => field.name === 'slug' && field.type === 'slug')
  if (hasSlug && source.slug === undefined) source.slug = defaultSlug(source)

  const ignored = new Set([
    '_id',
    '_type',
    '_key',
    ...(hasIdField(document._type, context.schema) ? [] : ['id']),
  ])
  const place = { documentId: document._id, path: '' }
  const expanded = await expandFields(source, fields, place, context, ignored)
  if (hasSlug && expanded.slug === undefined) {
    context.problems.push(`${document._id}: no slug, and no name.en or title.en to make one from`)
  }
  return withSystemFields({ _id: document._id, _type: document._type, ...expanded })
}
