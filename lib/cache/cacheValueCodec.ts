/**
 * JSON for Next's cache entries, which may hold Buffers (a route's body, an image) and Maps
 * (segment data): plain JSON.stringify would turn a Buffer into an array of numbers and a Map
 * into `{}`. Pages are strings and objects and pass through unchanged.
 */
const BUFFER = '__buffer'
const MAP = '__map'

export function encodeCacheValue(value: unknown): string {
  return JSON.stringify(value, function replacer(this: Record<string, unknown>, key, current) {
    // `current` is what toJSON already made of it; the holder still has the original.
    const original = key === '' ? value : this[key]
    if (Buffer.isBuffer(original)) return { [BUFFER]: original.toString('base64') }
    if (original instanceof Map) return { [MAP]: [...original.entries()] }
    return current
  })
}

export function decodeCacheValue(text: string): unknown {
  return JSON.parse(text, (_key, current: unknown) => {
    if (typeof current !== 'object' || current === null) return current
    const tagged = current as Record<string, unknown>
    if (typeof tagged[BUFFER] === 'string') return Buffer.from(tagged[BUFFER], 'base64')
    if (Array.isArray(tagged[MAP])) return new Map(tagged[MAP] as [unknown, unknown][])
    return current
  })
}
