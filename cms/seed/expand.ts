/**
 * Expands content by walking it alongside the schema: objects field by field, arrays item by
 * item, down to the values expandLeaves.ts turns into Sanity's shapes (see FORMAT.md).
 */
import { stableKey } from './hash'
import { isImageSpec } from './imageSpec'
import {
  child,
  isPlainObject,
  problem,
  type ExpandContext,
  type Place,
  type Plain,
} from './expandContext'
import {
  checkPrimitive,
  expandFile,
  expandImage,
  expandReference,
  expandSlug,
  PRIMITIVE_JS_TYPES,
} from './expandLeaves'
import { paragraphBlock } from './portableText'
import {
  allowedValues,
  memberTypeName,
  resolveType,
  type ResolvedType,
  type SchemaIndex,
  type SchemaNode,
} from './schemaIndex'

export type { ExpandContext } from './expandContext'

/** The array member an item belongs to: by its `_type`, else by its shape. */
function memberFor(item: unknown, members: SchemaNode[], index: SchemaIndex) {
  const resolvedMembers = members.map((member) => resolveType(index, member))
  const byKind = (kind: string) => resolvedMembers.find((member) => member.kind === kind)
  if (isPlainObject(item) && typeof item._type === 'string') {
    return resolvedMembers.find((member) => memberTypeName(member.node) === item._type)
  }
  if (typeof item === 'string') return byKind('block') ?? byKind('reference') ?? resolvedMembers[0]
  if (isImageSpec(item)) return byKind('image')
  return resolvedMembers.length === 1 ? resolvedMembers[0] : undefined
}

async function expandArray(
  value: unknown,
  resolved: ResolvedType,
  place: Place,
  context: ExpandContext,
): Promise<unknown[] | undefined> {
  if (!Array.isArray(value)) return problem(context, place, 'expected an array')
  const members = resolved.definition.of ?? []
  const listed = allowedValues(resolved.node)
  const items: unknown[] = []
  const usedKeys = new Set<string>()
  for (const [position, item] of value.entries()) {
    const itemPlace = child(place, position)
    const member = memberFor(item, members, context.schema)
    if (!member) {
      const types = members.map(memberTypeName).join(', ')
      problem(context, itemPlace, `cannot tell which member type (${types}) this item is`)
      continue
    }
    if (member.kind in PRIMITIVE_JS_TYPES) {
      items.push(
        checkPrimitive(item, member, itemPlace, context, listed ?? allowedValues(member.node)),
      )
      continue
    }
    const expanded = await expandItem(item, member, itemPlace, context)
    if (expanded === undefined) continue
    // Keys: the content's own, else one derived from the item's place (or, for references, from
    // the target, so reordering a list keeps each entry's key).
    const given = isPlainObject(item) && typeof item._key === 'string' ? item._key : undefined
    const derived =
      member.kind === 'reference'
        ? stableKey(place.documentId, place.path, String(expanded._ref))
        : stableKey(place.documentId, itemPlace.path)
    const key = given ?? derived
    if (usedKeys.has(key)) problem(context, itemPlace, `duplicate _key "${key}"`)
    usedKeys.add(key)
    const rest = { ...expanded }
    delete rest._key
    delete rest._type
    items.push({ _key: key, _type: expanded._type, ...rest })
  }
  return items
}

/** An object item of an array, with the `_type` of its member. */
async function expandItem(
  item: unknown,
  member: ResolvedType,
  place: Place,
  context: ExpandContext,
): Promise<Plain | undefined> {
  if (member.kind === 'block') {
    if (typeof item === 'string') return { ...paragraphBlock(item, place.documentId, place.path) }
    return isPlainObject(item) && item._type === 'block'
      ? item
      : problem(context, place, 'expected a paragraph (string)')
  }
  const expanded = (await expandValue(item, member, place, context)) as Plain | undefined
  if (expanded === undefined) return undefined
  return { ...expanded, _type: expanded._type ?? memberTypeName(member.node) }
}

/** The fields of an object or document, in the schema's order; unknown keys are problems. */
export async function expandFields(
  value: Plain,
  fields: SchemaNode[],
  place: Place,
  context: ExpandContext,
  ignoredKeys: ReadonlySet<string> = new Set(['_key', '_type']),
): Promise<Plain> {
  const out: Plain = {}
  const known = new Set(fields.map((field) => field.name))
  for (const key of Object.keys(value)) {
    if (known.has(key) || ignoredKeys.has(key)) continue
    problem(context, child(place, key), 'not a field of the schema')
  }
  for (const field of fields) {
    const fieldValue = value[field.name!]
    if (fieldValue === undefined || fieldValue === null) continue
    const expanded = await expandValue(
      fieldValue,
      resolveType(context.schema, field),
      child(place, field.name!),
      context,
    )
    if (expanded !== undefined) out[field.name!] = expanded
  }
  return out
}

async function expandObject(
  value: unknown,
  resolved: ResolvedType,
  place: Place,
  context: ExpandContext,
): Promise<Plain | undefined> {
  if (!isPlainObject(value)) return problem(context, place, 'expected an object')
  // A named object type (localeString, seo, office) records its name as _type; so does an
  // inline object that is an array member (stat, statement). A plain inline field does not.
  const givenType = value._type
  if (typeof givenType === 'string' && resolved.typeName && givenType !== resolved.typeName) {
    problem(context, place, `_type "${givenType}" where the schema has ${resolved.typeName}`)
  }
  const fields = await expandFields(value, resolved.definition.fields ?? [], place, context)
  return resolved.typeName ? { _type: resolved.typeName, ...fields } : fields
}

/** Expands one value by what the schema says it is. */
export async function expandValue(
  value: unknown,
  resolved: ResolvedType,
  place: Place,
  context: ExpandContext,
): Promise<unknown> {
  switch (resolved.kind) {
    case 'object':
      return expandObject(value, resolved, place, context)
    case 'array':
      return expandArray(value, resolved, place, context)
    case 'image':
      return expandImage(value, resolved.node, place, context)
    case 'file':
      return expandFile(value, place, context)
    case 'reference':
      return expandReference(value, resolved.node, place, context)
    case 'slug':
      return expandSlug(value, place, context)
    default:
      return checkPrimitive(value, resolved, place, context)
  }
}
