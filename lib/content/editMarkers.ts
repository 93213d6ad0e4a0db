import { createDataAttribute } from '@sanity/visual-editing/create-data-attribute'
import { STATIC_ROUTES } from '@/cms/lib/routes'
import type { Lang } from '@/lib/i18n/lang'
import type { LoadOptions } from './loadOptions'
import { contentSource } from './source'

/**
 * A text's `data-sanity` marker by its field (`name`, `summary`): the document, type and field
 * path (`name.en`) the Presentation tool's overlays open in the Studio at /studio. Built on the
 * server while loading a preview's props, so createDataAttribute never ships to the browser.
 */
export type EditMarkers = Readonly<Record<string, string>>

/** Page props that may carry markers: only a preview's (never a visitor's props or markup). */
export interface Editable {
  edit?: EditMarkers
}

/** Which texts of a document's page are marked: its type and its language fields. */
export interface EditableFields {
  type: string
  fields: readonly string[]
}

/**
 * `{ edit }` with a marker for each of `fields` (each in the page's language), in a preview over
 * a source without stega (the bundled dataset); `{}` otherwise, so a visitor's page props — and
 * so its HTML — are what they were without this.
 */
export function editMarkers(
  document: { _id: string },
  { type, fields }: EditableFields,
  lang: Lang,
  { preview = false }: LoadOptions,
): Editable {
  if (!preview || contentSource().encodesDrafts) return {}
  const attribute = createDataAttribute({
    id: document._id,
    type,
    baseUrl: STATIC_ROUTES.studio,
  })
  return {
    edit: Object.fromEntries(fields.map((field) => [field, attribute(`${field}.${lang}`)])),
  }
}
