import type { Drawing } from './imageSpec'
import type { InvestorPdfSpec } from './pdf'
import type { SchemaIndex } from './schemaIndex'

/** What expansion needs from outside: the schema, the other documents, and the binaries. */
export interface ExpandContext {
  schema: SchemaIndex
  /** Every document id of the dataset and its type, to check references. */
  documentTypes: ReadonlyMap<string, string>
  /** Draws the image (once per drawing and size) and returns its path, `images/<file>`. */
  image(drawing: Drawing, size: { width: number; height: number }): Promise<string>
  /** Writes the drawing's SVG (once per drawing and size) and returns its path, `files/<file>`. */
  vector(drawing: Drawing, size: { width: number; height: number }): Promise<string>
  /** Writes the PDF (once per spec) and returns its path, `files/<file>`. */
  file(spec: InvestorPdfSpec): Promise<string>
  /** Problems found so far, each naming the document and field; the build stops on any. */
  problems: string[]
}

/** Where a value sits: its document and its path in it (also the seed of its `_key`s). */
export interface Place {
  documentId: string
  path: string
}

export type Plain = Record<string, unknown>

export const isPlainObject = (value: unknown): value is Plain =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/** The place of a field (`seo.image`) or an array item (`gallery[2]`) under a place. */
export const child = (place: Place, segment: string | number): Place => ({
  documentId: place.documentId,
  path:
    typeof segment === 'number'
      ? `${place.path}[${segment}]`
      : place.path
        ? `${place.path}.${segment}`
        : segment,
})

/** Records a problem at a place; returns undefined so callers can `return problem(...)`. */
export function problem(context: ExpandContext, place: Place, message: string): undefined {
  context.problems.push(`${place.documentId}${place.path ? ` ${place.path}` : ''}: ${message}`)
  return undefined
}
