import chakraPreset from '@chakra-ui/panda-preset'
import { defaultBaseConfig } from '@chakra-ui/react'
import { definePreset } from '@pandacss/dev'
import { breakpoints } from './breakpoints'
import { fallbackFontFaces } from './fontFallback'
import { globalCss, keyframes } from './globalCss'
import { thaiCss } from './thaiCss'
import { printCss } from './printCss'
import { patterns, recipes, slotRecipes } from './recipes'
import { semanticTokens, tokens } from './tokens'

/**
 * The site's design system for Panda (panda.config.ts, and the bench's Panda reference): the
 * split the runtime system had — Chakra's design language, its utilities (`boxSize`,
 * `insetEnd` …) from `@chakra-ui/panda-preset` and its conditions, with the site's own theme in
 * place of Chakra's default one.
 *
 * The conditions are those of Chakra's runtime (`defaultBaseConfig`), which drew these pages
 * before and still draws the overlays: the preset keeps Panda's, and some differ in what a
 * visitor sees — `_hover` only on devices that hover and never on a disabled control (a tap on
 * a phone leaves no stuck hover), `_first`/`_last` of their type, `_invalid` not on the
 * browser's own `:invalid` (a half-typed address is not red before it is sent).
 */
export const sitePandaPreset = definePreset({
  name: 'site',
  conditions: {
    extend: { ...chakraPreset.conditions?.extend, ...defaultBaseConfig.conditions },
  },
  utilities: chakraPreset.utilities,
  // Print rules belong to public pages only: the console is never printed as a document.
  // Thai sizes too: the console's dense tables keep their own scale (lib/theme/thaiCss.ts).
  globalCss: { ...globalCss, ...thaiCss, ...printCss },
  // The web font's stand-in while it loads: local fonts resized to its metrics (CLS 0).
  globalFontface: fallbackFontFaces(),
  patterns: { extend: patterns },
  theme: { breakpoints, tokens, semanticTokens, keyframes, recipes, slotRecipes },
})
