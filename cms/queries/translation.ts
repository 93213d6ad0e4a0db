import {
  LANGUAGES,
  translatableDocumentTypes,
  translationSlots,
  type Language,
  type SchemaDefinition,
  type Slot,
} from '../lib/translationCompleteness'

// The Studio's "Needs translation" list: the GROQ that finds the documents missing a language,
// written from the schema's localised slots (cms/lib/translationCompleteness.ts) with the same
// rule as the document badge (needsLanguage). The Studio passes it the schema's types; the site
// never imports this file (it would pull the schema in).

// GROQ: the same question over the Content Lake. `defined()` where the badge asks for filled
// text: the Studio unsets a field the editor empties, so an empty string or list is not stored.
function needsCondition(slot: Extract<Slot, { kind: 'locale' }>, language: Language) {
  const other = language === 'th' ? 'en' : 'th'
  const isRequired =
    slot.requirement === 'both' || (slot.requirement === 'thai' && language === 'th')
  const missing = `!defined(${slot.name}.${language})`
  return isRequired ? missing : `(${missing} && defined(${slot.name}.${other}))`
}

function slotsCondition(slots: readonly Slot[], language: Language): string {
  return slots
    .map((slot) => {
      if (slot.kind === 'locale') return needsCondition(slot, language)
      if (slot.kind === 'object') {
        const guard = slot.isImage ? `defined(${slot.name}.asset)` : `defined(${slot.name})`
        // Inside the object: its fields are read relative to it (`seo{...}` has no `^` trick in
        // a filter, so the object is entered with an array projection of one).
        return `(${guard} && count([${slot.name}][${slotsCondition(slot.slots, language)}]) > 0)`
      }
      const members = slot.members
        .map((member) => {
          // An image in a list needs alt text only when it has a picture.
          const guard = member.isImage ? ' && defined(asset)' : ''
          return `(_type == "${member.type}"${guard} && (${slotsCondition(member.slots, language)}))`
        })
        .join(' || ')
      return `count(${slot.name}[${members}]) > 0`
    })
    .join(' || ')
}

/**
 * A GROQ condition, true of a document of the type whose slots these are when it needs text in
 * `language` (or in either language when none is given): the "Needs translation" list's filter.
 */
export function needsTranslationCondition(slots: readonly Slot[], language?: Language): string {
  const languages = language ? [language] : LANGUAGES
  return languages.map((each) => `(${slotsCondition(slots, each)})`).join(' || ')
}

/**
 * The filter of every document of the translatable types that needs text in a language: one
 * clause a type, `_type == "product" && (…)`.
 */
export function needsTranslationFilter(types: readonly SchemaDefinition[], language?: Language) {
  const slots = translationSlots(types)
  return translatableDocumentTypes(types)
    .map(
      (type) =>
        `(_type == "${type}" && (${needsTranslationCondition(slots.get(type)!, language)}))`,
    )
    .join(' || ')
}
