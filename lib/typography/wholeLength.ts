/**
 * Longer than this (in UTF-16 units, about as many Thai characters), a name is not kept whole,
 * only each of its space-separated parts: a registered company name (บริษัท … จำกัด (มหาชน))
 * kept on one line would overflow a 320 px phone. Its own module: the browser's name rendering
 * (components/common/NameText.tsx) needs it without the finder.
 */
export const MAX_WHOLE_LENGTH = 26

/** A Thai letter, vowel or tone mark: text without one has no unit to keep whole. */
export const THAI_LETTER = /[\u0e01-\u0e4e]/

/** A unit's place in its text, `[start, end)`: what a loader sends with a text to the browser. */
export type UnitRange = readonly [start: number, end: number]
