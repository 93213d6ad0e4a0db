/**
 * The values that end the walk through the schema: images, files, references, slugs, scalars.
 */
import { drawingOf, imageSpecProblems, isImageSpec } from './imageSpec'
import { pdfSpecProblems, type InvestorPdfSpec } from './pdf'
import { isPlainObject, problem, type ExpandContext, type Place, type Plain } from './expandContext'
import { allowedValues, imageSizeOf, type ResolvedType, type SchemaNode } from './schemaIndex'
import { IMAGE_SIZES, type ImageSizeName } from '../schemas/imageSizes'

const IMAGE_SPEC_KEYS = new Set(['motif', 'alt', 'tone', 'flag', 'picture', '_key', '_type'])

/**
 * An image spec → a generated image at the field's size, with typed alt text. Its seed is the
 * place it sits (document id and field path), so no two images of the dataset are one picture.
 */
export async function expandImage(
  value: unknown,
  node: SchemaNode,
  place: Place,
  context: ExpandContext,
): Promise<Plain | undefined> {
  if (isPlainObject(value) && ('_sanityAsset' in value || 'asset' in value)) return value
  if (!isImageSpec(value)) {
    return problem(context, place, 'expected an image spec { motif, alt: { th, en } }')
  }
  const problems = imageSpecProblems(value)
  for (const key of Object.keys(value)) {
    if (!IMAGE_SPEC_KEYS.has(key)) problems.push(`unknown image spec key "${key}"`)
  }
  if (problems.length > 0) return problem(context, place, problems.join('; '))
  const path = await context.image(drawingOf(value, seedOf(place)), imageSizeOf(node))
  return {
    _type: 'image',
    _sanityAsset: `image@file://./${path}`,
    alt: { _type: 'localeString', th: value.alt.th, en: value.alt.en },
  }
}

/** The seed of an image's variations: `product-chicken-breast heroImage`, `news-x gallery[1]`. */
function seedOf(place: Place): string {
  return `${place.documentId} ${place.path}`
}

/** A PDF spec `{ kind, lang, … }` (pdf/types.ts) → the generated PDF; a vector spec → its SVG. */
export async function expandFile(value: unknown, place: Place, context: ExpandContext) {
  if (isPlainObject(value) && '_sanityAsset' in value) return value
  if (isPlainObject(value) && 'vectorOf' in value)
    return expandVector(value.vectorOf, place, context)
  const problems = pdfSpecProblems(value)
  if (problems.length > 0) return problem(context, place, problems.join('; '))
  const path = await context.file(value as InvestorPdfSpec)
  return { _type: 'file', _sanityAsset: `file@file://./${path}` }
}

/**
 * `{ vectorOf: { field, image, size } }` → the SVG of the image field `field` of the same
 * document: the same seed (its place), so the same drawing as that field's picture.
 */
async function expandVector(value: unknown, place: Place, context: ExpandContext) {
  if (
    !isPlainObject(value) ||
    typeof value.field !== 'string' ||
    !isImageSpec(value.image) ||
    typeof value.size !== 'string' ||
    !(value.size in IMAGE_SIZES)
  ) {
    return problem(context, place, 'expected { vectorOf: { field, image, size } }')
  }
  const seedPlace = { documentId: place.documentId, path: value.field }
  const size = IMAGE_SIZES[value.size as ImageSizeName]
  const path = await context.vector(drawingOf(value.image, seedOf(seedPlace)), size)
  return { _type: 'file', _sanityAsset: `file@file://./${path}` }
}

/** A document id → a reference, checked against the dataset and the field's `to` types. */
export function expandReference(
  value: unknown,
  node: SchemaNode,
  place: Place,
  context: ExpandContext,
) {
  const ref = isPlainObject(value) ? value._ref : value
  if (typeof ref !== 'string' || ref === '') {
    return problem(context, place, 'expected the id of a document')
  }
  const targetType = context.documentTypes.get(ref)
  const allowed = (node.to ?? []).map((target) => target.type)
  if (targetType === undefined) return problem(context, place, `no document has the id "${ref}"`)
  if (allowed.length > 0 && !allowed.includes(targetType)) {
    return problem(context, place, `"${ref}" is a ${targetType}; expected ${allowed.join(' or ')}`)
  }
  return { _type: 'reference', _ref: ref }
}

/** `'chicken-breast'` → `{ _type: 'slug', current }`. */
export function expandSlug(value: unknown, place: Place, context: ExpandContext) {
  const current = isPlainObject(value) ? value.current : value
  if (typeof current !== 'string' || current === '') {
    return problem(context, place, 'expected a slug string')
  }
  return { _type: 'slug', current }
}

/** The JavaScript type each scalar schema type holds. */
export const PRIMITIVE_JS_TYPES: Record<string, string> = {
  string: 'string',
  text: 'string',
  url: 'string',
  email: 'string',
  date: 'string',
  datetime: 'string',
  number: 'number',
  boolean: 'boolean',
}

/** A scalar, kept as written once its type and any `options.list` are checked. */
export function checkPrimitive(
  value: unknown,
  resolved: ResolvedType,
  place: Place,
  context: ExpandContext,
  allowed = allowedValues(resolved.node),
) {
  const expected = PRIMITIVE_JS_TYPES[resolved.kind]
  if (expected && typeof value !== expected) {
    return problem(context, place, `expected a ${expected} (${resolved.kind})`)
  }
  if (allowed && !allowed.includes(value)) {
    return problem(context, place, `"${String(value)}" is not one of ${allowed.join(', ')}`)
  }
  return value
}
