import { IMAGE_SIZES } from '../schemas/imageSizes'

/**
 * The parts of a Sanity schema definition the builder reads. The schema modules are plain
 * objects (`defineField` and friends return their argument), so they are walked directly: the
 * schema stays the one source of field names and types.
 */
export interface SchemaNode {
  name?: string
  type: string
  title?: string
  description?: string
  fields?: SchemaNode[]
  of?: SchemaNode[]
  to?: { type: string }[]
  options?: { list?: unknown[] }
}

export interface SchemaIndex {
  /** Document types by name, singletons included. */
  documents: Map<string, SchemaNode>
  /** Every named type (objects, arrays, sections, documents). */
  named: Map<string, SchemaNode>
}

export function createSchemaIndex(types: readonly unknown[]): SchemaIndex {
  const named = new Map<string, SchemaNode>()
  const documents = new Map<string, SchemaNode>()
  for (const type of types as SchemaNode[]) {
    if (!type.name) continue
    named.set(type.name, type)
    if (type.type === 'document') documents.set(type.name, type)
  }
  return { documents, named }
}

/**
 * What a field or array member is underneath: a named type (`seo`, `office`, `textSection`)
 * resolves to its definition, keeping the name as the `_type` to write.
 */
export interface ResolvedType {
  /** The underlying kind: object, array, image, reference, string, ... */
  kind: string
  /** The named type (`localeString`, `seo`), when the field uses one. */
  typeName?: string
  node: SchemaNode
  definition: SchemaNode
}

export function resolveType(index: SchemaIndex, node: SchemaNode): ResolvedType {
  const definition = index.named.get(node.type)
  if (definition && definition.type !== 'document') {
    return { kind: definition.type, typeName: node.type, node, definition }
  }
  return { kind: node.type, node, definition: node }
}

/** The `_type` an array member writes: its own name, else its type's name. */
export function memberTypeName(member: SchemaNode): string {
  return member.name ?? member.type
}

const SIZE_IN_DESCRIPTION = /(\d+)\s*×\s*(\d+)\s*px/

/**
 * The size an image field is shown at. `imageField(name, size)` in cms/schemas/fields.ts writes
 * it into the field's description ("Shown at 744 × 744 px"); it is read back from there and
 * checked against IMAGE_SIZES, so a schema change cannot silently give images the wrong size.
 */
export function imageSizeOf(node: SchemaNode): { width: number; height: number } {
  const match = SIZE_IN_DESCRIPTION.exec(node.description ?? '')
  if (!match) {
    throw new Error(
      `Image field "${node.name}" has no size: declare it with imageField(name, size)`,
    )
  }
  const width = Number(match[1])
  const height = Number(match[2])
  const known = Object.values(IMAGE_SIZES).some(
    (size) => size.width === width && size.height === height,
  )
  if (!known)
    throw new Error(`Image field "${node.name}": ${width} × ${height} is not in IMAGE_SIZES`)
  return { width, height }
}

/** The allowed values of a field with `options.list` (plain values or `{ value }` items). */
export function allowedValues(node: SchemaNode): unknown[] | undefined {
  return node.options?.list?.map((item) =>
    item !== null && typeof item === 'object' && 'value' in item
      ? (item as { value: unknown }).value
      : item,
  )
}
