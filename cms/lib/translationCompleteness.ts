import { requireBothLanguages, requireThai } from '../schemas/rules'

// Which documents miss a language, read from the schema itself: every field of a locale type
// (an object whose fields are `th` and `en`, see defineLocaleType), wherever it sits — at the
// top, in an object (SEO, an office), in an image (its alt text), in an array member (a page's
// sections, a section's items). A new document type or field is covered without a list to keep.
// The Studio's badge (cms/badges/translationBadge.ts) evaluates a document in JavaScript; the
// "Needs translation" list asks the Content Lake the same question in GROQ, written from the same
// tree by cms/queries/translation.ts, so the two cannot disagree.

export const LANGUAGES = ['th', 'en'] as const
export type Language = (typeof LANGUAGES)[number]

/** Which languages the schema requires of a field: its validation rule says so. */
export type Requirement = 'both' | 'thai' | 'none'

/**
 * A place in a document that holds localised text:
 * - `locale`: a field of a locale type;
 * - `object`: a nested object (its fields count only when it is there; an image's only when it
 *   has a picture: an empty image needs no alt text);
 * - `array`: a list whose members (by `_type`) hold localised text.
 */
export type Slot =
  | { kind: 'locale'; name: string; requirement: Requirement }
  | { kind: 'object'; name: string; isImage: boolean; slots: Slot[] }
  | { kind: 'array'; name: string; members: ArrayMember[] }

/** A kind of member of a list (its `_type`); an image member counts only with a picture. */
export interface ArrayMember {
  type: string
  isImage: boolean
  slots: Slot[]
}

/** A schema definition as cms/schemas declares it (only what this module reads). */
export interface SchemaDefinition {
  name?: string
  type: string
  fields?: SchemaDefinition[]
  of?: SchemaDefinition[]
  validation?: unknown
}

const requirementOf = (validation: unknown): Requirement =>
  validation === requireBothLanguages ? 'both' : validation === requireThai ? 'thai' : 'none'

/** Whether a type is a locale type: an object of exactly a `th` and an `en` field. */
const isLocaleType = (definition: SchemaDefinition | undefined) =>
  definition?.type === 'object' &&
  definition.fields?.map((field) => field.name).join(',') === LANGUAGES.join(',')

/**
 * The localised slots of every type that has any, by type name: documents, and the objects,
 * sections and array members they use. Types without localised text are left out.
 */
export function translationSlots(types: readonly SchemaDefinition[]): Map<string, Slot[]> {
  const byName = new Map(types.map((type) => [type.name ?? '', type]))

  // `seen`: the named types on the way down, so a type that contains itself cannot loop.
  function slotsOfFields(fields: readonly SchemaDefinition[], seen: Set<string>): Slot[] {
    return fields.flatMap((field): Slot[] => {
      const name = field.name ?? ''
      const named = byName.get(field.type)
      if (isLocaleType(named))
        return [{ kind: 'locale', name, requirement: requirementOf(field.validation) }]
      if (field.type === 'array') {
        const members = (field.of ?? []).flatMap((member) => {
          const slots = slotsOfType(member, seen)
          const type = member.name ?? member.type
          return slots.length > 0 ? [{ type, isImage: member.type === 'image', slots }] : []
        })
        return members.length > 0 ? [{ kind: 'array', name, members }] : []
      }
      const slots = slotsOfType(field, seen)
      return slots.length > 0
        ? [{ kind: 'object', name, isImage: field.type === 'image', slots }]
        : []
    })
  }

  function slotsOfType(definition: SchemaDefinition, seen: Set<string>): Slot[] {
    if (definition.fields) return slotsOfFields(definition.fields, seen)
    const named = byName.get(definition.type)
    if (!named || seen.has(definition.type) || isLocaleType(named)) return []
    return slotsOfType(named, new Set([...seen, definition.type]))
  }

  const result = new Map<string, Slot[]>()
  for (const type of types) {
    if (!type.name || isLocaleType(type)) continue
    const slots = slotsOfType(type, new Set([type.name]))
    if (slots.length > 0) result.set(type.name, slots)
  }
  return result
}

/** The document types (`type: 'document'`) that hold localised text. */
export function translatableDocumentTypes(types: readonly SchemaDefinition[]): string[] {
  const slots = translationSlots(types)
  return types.flatMap((type) =>
    type.type === 'document' && type.name && slots.has(type.name) ? [type.name] : [],
  )
}

// The same test as the schema's rules (cms/schemas/rules.ts): blank text is no text.
const isFilled = (value: unknown) =>
  typeof value === 'string' ? value.trim() !== '' : Array.isArray(value) && value.length > 0

/**
 * Whether a field needs text in `language`: always when the schema requires that language; an
 * optional field only when it is written in the other language (a text with no translation).
 * An optional field empty in both languages needs nothing.
 */
export function needsLanguage(
  requirement: Requirement,
  language: Language,
  value: { th?: unknown; en?: unknown } | null | undefined,
) {
  if (isFilled(value?.[language])) return false
  const isRequired = requirement === 'both' || (requirement === 'thai' && language === 'th')
  const other = language === 'th' ? 'en' : 'th'
  return isRequired || isFilled(value?.[other])
}

/** How complete a document's text is in each language. */
export interface Completeness {
  /** Localised fields the document has (each member of a list counted). */
  fields: number
  /** The fields that need text in that language (their paths, `sections[2].heading`). */
  missing: Record<Language, string[]>
}

type Value = Record<string, unknown>

const isObject = (value: unknown): value is Value =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function collect(slots: readonly Slot[], value: Value, path: string, result: Completeness) {
  for (const slot of slots) {
    const at = path ? `${path}.${slot.name}` : slot.name
    const field = value[slot.name]
    if (slot.kind === 'locale') {
      result.fields++
      for (const language of LANGUAGES)
        if (needsLanguage(slot.requirement, language, isObject(field) ? field : undefined))
          result.missing[language].push(at)
    } else if (slot.kind === 'object') {
      if (isObject(field) && (!slot.isImage || field.asset)) collect(slot.slots, field, at, result)
    } else if (Array.isArray(field)) {
      field.forEach((member, index) => {
        const type = slot.members.find((candidate) => candidate.type === member?._type)
        if (type && isObject(member) && (!type.isImage || member.asset))
          collect(type.slots, member, `${at}[${index}]`, result)
      })
    }
  }
}

/** What a document misses in each language, by its type's slots (translationSlots). */
export function documentCompleteness(slots: readonly Slot[], document: Value): Completeness {
  const result: Completeness = { fields: 0, missing: { th: [], en: [] } }
  collect(slots, document, '', result)
  return result
}

const LANGUAGE_LABELS: Record<Language, { code: string; name: string }> = {
  th: { code: 'TH', name: 'Thai' },
  en: { code: 'EN', name: 'English' },
}

/** What the Studio's document badge shows: a label, its tone and a tooltip naming the gaps. */
export interface TranslationBadgeDescription {
  label: string
  title: string
  color: 'success' | 'warning' | 'danger'
}

/**
 * The badge of a document: `TH ✓ EN ✗ (2)`. Green when both languages are complete; red when
 * Thai is missing (the site's first language, and what an English page falls back to); amber
 * when only English is. The tooltip names the fields (`description`, `gallery[0].alt`).
 */
export function translationBadge({ missing }: Completeness): TranslationBadgeDescription {
  const count = missing.th.length + missing.en.length
  const marks = LANGUAGES.map(
    (language) => `${LANGUAGE_LABELS[language].code} ${missing[language].length ? '✗' : '✓'}`,
  ).join(' ')
  const gaps = LANGUAGES.filter((language) => missing[language].length > 0).map(
    (language) => `Missing in ${LANGUAGE_LABELS[language].name}: ${missing[language].join(', ')}`,
  )
  return {
    label: count > 0 ? `${marks} (${count})` : marks,
    title: gaps.length > 0 ? gaps.join('. ') : 'Every text is written in Thai and English',
    color: missing.th.length > 0 ? 'danger' : missing.en.length > 0 ? 'warning' : 'success',
  }
}
