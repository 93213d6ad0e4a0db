import path from 'node:path'

/*
 * Noto Sans Thai's static weights as @fontsource ships them: Thai and Latin letters as separate
 * subsets of one family (same metrics), so text is drawn in runs, Thai letters with the Thai file
 * and the rest with the Latin one. Shared by the PDFs (pdf/layout.ts) and the packs' printed
 * labels (pictures/labelText.ts).
 */

export type Weight = 'regular' | 'bold'

export const NOTO_FILES = {
  'thai-regular': 'noto-sans-thai-thai-400-normal.woff',
  'thai-bold': 'noto-sans-thai-thai-700-normal.woff',
  'latin-regular': 'noto-sans-thai-latin-400-normal.woff',
  'latin-bold': 'noto-sans-thai-latin-700-normal.woff',
} as const

export type NotoFont = keyof typeof NOTO_FILES

/**
 * The folder of the font files. Found when a PDF is made: the site's server (the press kit's fact
 * sheet) passes its own folder instead, as a bundler may not keep require.resolve.
 */
export const defaultFontDir = () =>
  path.join(path.dirname(require.resolve('@fontsource/noto-sans-thai')), 'files')

const THAI_RUN = /([\u0E00-\u0E7F]+)/

/** Text split into runs of Thai and of other letters, each with the font that draws it. */
export function scriptRuns(text: string, weight: Weight): { text: string; font: NotoFont }[] {
  return text
    .split(THAI_RUN)
    .filter((part) => part !== '')
    .map((part) => ({
      text: part,
      font: `${THAI_RUN.test(part) ? 'thai' : 'latin'}-${weight}` as NotoFont,
    }))
}
