import { stableKey } from './hash'

/** A Portable Text paragraph, as the Studio's editor stores one. */
export interface TextBlock {
  _key: string
  _type: 'block'
  style: 'normal'
  markDefs: []
  children: { _key: string; _type: 'span'; text: string; marks: [] }[]
}

/**
 * One paragraph of plain text as a Portable Text block: one unmarked span, style `normal`.
 * `keyParts` say where the block sits (document, field, index), so its keys are stable.
 */
export function paragraphBlock(text: string, ...keyParts: (string | number)[]): TextBlock {
  const key = stableKey(...keyParts)
  return {
    _key: key,
    _type: 'block',
    style: 'normal',
    markDefs: [],
    children: [{ _key: stableKey(...keyParts, 'span'), _type: 'span', text, marks: [] }],
  }
}
