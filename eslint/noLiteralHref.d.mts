import type { Linter } from 'eslint'

export const SITE_SEGMENTS: string[]
export const noLiteralHrefSelectors: { selector: string; message: string }[]
export const noLiteralHrefRule: Linter.RuleEntry
