import type { SchemaIndex } from './schemaIndex'

/** A document as a content module writes it, with the type and id the builder settled on. */
export interface ContentDocument {
  _id: string
  _type: string
  /** The content as written (`id`, `_id` and `_type` included). */
  source: Record<string, unknown>
  /** Which export it came from, for messages. */
  origin: string
}

/** The export names a document type's array may have: `products`, `people`, `productCategories`. */
function exportNamesOf(type: string): string[] {
  const names = [type, `${type}s`]
  if (type.endsWith('y')) names.push(`${type.slice(0, -1)}ies`)
  if (type === 'person') names.push('people')
  if (type === 'siteSettings') names.push('settings')
  return names
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/**
 * The documents of the content modules (the exports of content/index.ts). An export is content
 * when it is an array of objects (or one object with a `_type`); other exports (helpers, lists
 * of slugs) are skipped. An item's `_type` wins over the export's name.
 */
export function collectDocuments(
  modules: Record<string, unknown>,
  schema: SchemaIndex,
  problems: string[],
): ContentDocument[] {
  const typeByExport = new Map<string, string>()
  for (const type of schema.documents.keys()) {
    for (const name of exportNamesOf(type)) typeByExport.set(name, type)
  }

  const documents: ContentDocument[] = []
  // Sorted so that messages and any order-dependent output do not follow the import order.
  for (const exportName of Object.keys(modules).sort()) {
    const exported = modules[exportName]
    const items = Array.isArray(exported)
      ? exported
      : isPlainObject(exported) && typeof exported._type === 'string'
        ? [exported]
        : []
    if (!items.every(isPlainObject) || items.length === 0) continue

    for (const [index, item] of items.entries()) {
      const origin = `${exportName}[${index}]`
      const type = typeof item._type === 'string' ? item._type : typeByExport.get(exportName)
      if (!type || !schema.documents.has(type)) {
        problems.push(`${origin}: unknown document type "${type ?? exportName}"`)
        continue
      }
      const id = documentIdOf(item, type, schema)
      if (!id) {
        problems.push(`${origin}: no id (write \`id: '${type}-…'\`)`)
        continue
      }
      documents.push({ _id: id, _type: type, source: item, origin })
    }
  }

  const seen = new Map<string, string>()
  for (const document of documents) {
    const first = seen.get(document._id)
    if (first) problems.push(`${document.origin}: id "${document._id}" is also used by ${first}`)
    else seen.set(document._id, document.origin)
  }
  return documents
}

/** Whether the type's schema has a field of its own named `id` (menuSection does). */
export function hasIdField(type: string, schema: SchemaIndex): boolean {
  return (schema.documents.get(type)?.fields ?? []).some((field) => field.name === 'id')
}

/**
 * `_id` if given; else the `id` shorthand; but where the schema has a field named `id`, that is
 * the field, and the id becomes `<type>-<id>`. A singleton without one is named after its type.
 */
function documentIdOf(
  item: Record<string, unknown>,
  type: string,
  schema: SchemaIndex,
): string | undefined {
  if (typeof item._id === 'string' && item._id !== '') return item._id
  if (typeof item.id === 'string' && item.id !== '') {
    return hasIdField(type, schema) ? `${type}-${item.id}` : item.id
  }
  return type === 'siteSettings' ? 'siteSettings' : undefined
}
