/**
 * A content source map (https://www.sanity.io/docs/content-source-maps) for the Content Lake
 * stand-in: what the Lake returns beside a query's result when asked (`resultSourceMap`), so
 * @sanity/client can stega-encode a preview's texts with the document and field each came
 * from. groq-js keeps no provenance, so this one is found by walking the result: a string is
 * mapped to the field at the same path of the nearest enclosing object that has an `_id` of the
 * dataset (a projection that keeps field names, a dereferenced document), when the document's
 * value there is the same string — or at that path with a language inserted (`name.en` for
 * `"name": coalesce(name.en, name.th)`, as the Lake traces a value through `coalesce` and
 * `select`). That is what the Lake maps for the site's queries' texts (`name`, `tagline`, a
 * portable-text span); strings made by the query (literals, `lang`) and renamed fields are left
 * unmapped, as a source map may leave them.
 */

const LANGUAGE_KEYS = ['th', 'en'] as const

export interface ContentSourceMap {
  documents: { _id: string; _type: string }[]
  paths: string[]
  mappings: Record<
    string,
    { type: 'value'; source: { type: 'documentValue'; document: number; path: number } }
  >
}

type Segment = string | number
type SanityDocumentLike = { _id: string; _type: string } & Record<string, unknown>

/** A JSONPath in the Lake's form: `$['items'][?(@._key=='a1')]['text']`, or `[0]` without a key. */
function jsonPath(segments: readonly (Segment | { _key: string })[]): string {
  return `$${segments
    .map((segment) =>
      typeof segment === 'number'
        ? `[${segment}]`
        : typeof segment === 'string'
          ? `['${segment.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}']`
          : `[?(@._key=='${segment._key}')]`,
    )
    .join('')}`
}

function valueAt(value: unknown, path: readonly Segment[]): unknown {
  let current = value
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<Segment, unknown>)[segment]
  }
  return current
}

/** The document path with array items named by their `_key` where they have one. */
function keyedPath(document: unknown, path: readonly Segment[]): (Segment | { _key: string })[] {
  const keyed: (Segment | { _key: string })[] = []
  let current = document
  for (const segment of path) {
    const next = (current as Record<Segment, unknown> | undefined)?.[segment]
    const key = (next as { _key?: unknown } | undefined)?._key
    keyed.push(typeof segment === 'number' && typeof key === 'string' ? { _key: key } : segment)
    current = next
  }
  return keyed
}

export function buildSourceMap(
  result: unknown,
  byId: ReadonlyMap<string, SanityDocumentLike>,
): ContentSourceMap {
  const map: ContentSourceMap = { documents: [], paths: [], mappings: {} }
  const documentIndex = new Map<string, number>()
  const pathIndex = new Map<string, number>()

  const indexOf = <T>(index: Map<string, number>, list: T[], key: string, item: T) => {
    let at = index.get(key)
    if (at === undefined) {
      at = list.push(item) - 1
      index.set(key, at)
    }
    return at
  }

  /** The document's path holding `value`: `fieldPath` itself, or with a language inserted. */
  function sourceOf(document: SanityDocumentLike, fieldPath: Segment[], value: string) {
    if (valueAt(document, fieldPath) === value) return fieldPath
    for (let at = 1; at <= fieldPath.length; at += 1) {
      for (const lang of LANGUAGE_KEYS) {
        const candidate = [...fieldPath.slice(0, at), lang, ...fieldPath.slice(at)]
        if (valueAt(document, candidate) === value) return candidate
      }
    }
    return undefined
  }

  function walk(
    value: unknown,
    resultPath: Segment[],
    owner: { document: SanityDocumentLike; from: number } | undefined,
  ) {
    if (typeof value === 'string') {
      if (owner === undefined) return
      const fieldPath = resultPath.slice(owner.from)
      const source = fieldPath.length === 0 ? undefined : sourceOf(owner.document, fieldPath, value)
      if (source === undefined) return
      const document = indexOf(documentIndex, map.documents, owner.document._id, {
        _id: owner.document._id,
        _type: owner.document._type,
      })
      const sourcePath = jsonPath(keyedPath(owner.document, source))
      const path = indexOf(pathIndex, map.paths, sourcePath, sourcePath)
      map.mappings[jsonPath(resultPath)] = {
        type: 'value',
        source: { type: 'documentValue', document, path },
      }
      return
    }
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, [...resultPath, index], owner))
      return
    }
    if (value === null || typeof value !== 'object') return
    const id = (value as { _id?: unknown })._id
    const document = typeof id === 'string' ? byId.get(id) : undefined
    const here = document ? { document, from: resultPath.length } : owner
    for (const [key, child] of Object.entries(value)) walk(child, [...resultPath, key], here)
  }

  walk(result, [], undefined)
  return map
}
