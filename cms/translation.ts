import type { DocumentBadgeComponent } from 'sanity'
import type { StructureBuilder } from 'sanity/structure'
import {
  documentCompleteness,
  translatableDocumentTypes,
  translationBadge,
  translationSlots,
  type Language,
  type SchemaDefinition,
} from './lib/translationCompleteness'
import { needsTranslationFilter } from './queries/translation'
import { schemaTypes } from './schemas'

// Translation completeness in the Studio (docs/editing.md, "Translations: what the badges
// mean"): a badge on every document with localised text and a "Needs translation" list, both
// read from the schema (cms/lib/translationCompleteness.ts).

const types = schemaTypes as unknown as readonly SchemaDefinition[]
const slots = translationSlots(types)

/** The document types that get the badge and may appear in the list. */
export const translatableTypes = new Set(translatableDocumentTypes(types))

/** `TH ✓ EN ✗ (2)` on the document being edited: its draft when there is one. */
export const TranslationBadge: DocumentBadgeComponent = ({ type, draft, published, version }) => {
  const typeSlots = slots.get(type)
  const document = version ?? draft ?? published
  if (!typeSlots || !document) return null
  return translationBadge(documentCompleteness(typeSlots, document))
}

const API_VERSION = '2025-01-01'

const missingList = (S: StructureBuilder, id: string, title: string, language?: Language) =>
  S.listItem()
    .id(id)
    .title(title)
    .child(
      S.documentList()
        .id(id)
        .title(title)
        .apiVersion(API_VERSION)
        .filter(needsTranslationFilter(types, language))
        .defaultOrdering([{ field: '_updatedAt', direction: 'desc' }]),
    )

/**
 * The documents that miss a required text (or the translation of a text written in one
 * language): all of them, or those missing English or Thai.
 */
export const needsTranslationItem = (S: StructureBuilder) =>
  S.listItem()
    .id('needs-translation')
    .title('Needs translation')
    .child(
      S.list()
        .id('needs-translation')
        .title('Needs translation')
        .items([
          missingList(S, 'missing-any', 'Missing either language'),
          missingList(S, 'missing-en', 'Missing English', 'en'),
          missingList(S, 'missing-th', 'Missing Thai', 'th'),
        ]),
    )
