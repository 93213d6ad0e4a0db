import chakraPreset from '@chakra-ui/panda-preset'
import { defaultBaseConfig } from '@chakra-ui/react'
import { defineConfig } from '@pandacss/dev'
import { breakpoints } from './lib/theme/breakpoints'
import { fallbackFontFaces } from './lib/theme/fontFallback'
import { CSS_VARS_PREFIX, globalCss, keyframes } from './lib/theme/globalCss'
import { patterns, recipes, slotRecipes } from './lib/theme/recipes'
import { semanticTokens, tokens } from './lib/theme/tokens'

/**
 * Public pages are styled at build time: Panda reads every `css()`, pattern and recipe call in
 * the code and writes one stylesheet (through PostCSS, see postcss.config.cjs), so no style is
 * computed in the browser. The split is the one the runtime system had: Chakra's design
 * language — its utilities (`boxSize`, `insetEnd` …) from `@chakra-ui/panda-preset` and its
 * conditions — with the site's own theme in place of Chakra's default one.
 *
 * The conditions are those of Chakra's runtime (`defaultBaseConfig`), which drew these pages
 * before and still draws the overlays: the preset keeps Panda's, and some differ in what a
 * visitor sees — `_hover` only on devices that hover and never on a disabled control (a tap on
 * a phone leaves no stuck hover), `_first`/`_last` of their type, `_invalid` not on the
 * browser's own `:invalid` (a half-typed address is not red before it is sent).
 */
const chakraConditionsAndUtilities = {
  name: 'chakra-conditions-and-utilities',
  conditions: {
    extend: { ...chakraPreset.conditions?.extend, ...defaultBaseConfig.conditions },
  },
  utilities: chakraPreset.utilities,
}

export default defineConfig({
  presets: [chakraConditionsAndUtilities],
  preflight: true,
  // An undefined token is a type error, not a silently dropped declaration. Raw values need the
  // escape hatch `[…]`, which makes each one visible in review.
  strictTokens: true,
  // Every variant of every recipe is in the stylesheet: a variant chosen from data (a badge's
  // tone) is then never missing, and the recipes are few.
  staticCss: { recipes: '*' },
  include: ['./components/**/*.{ts,tsx}', './pages/**/*.{ts,tsx}'],
  // The admin console renders Chakra's runtime components: nothing of it is in this stylesheet.
  exclude: ['./components/admin/**', './**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
  // Components import `@/styled-system/css` (the project's path alias), which Panda must know
  // to find the calls it extracts.
  importMap: '@/styled-system',
  clean: true,
  // Plain `.js` with ES module syntax: bundlers and jest's transform take it like the app's code.
  outExtension: 'js',
  gitignore: false,
  prefix: { cssVar: CSS_VARS_PREFIX },
  globalCss,
  // The web font's stand-in while it loads: local fonts resized to its metrics (CLS 0).
  globalFontface: fallbackFontFaces(),
  patterns: { extend: patterns },
  theme: {
    breakpoints,
    tokens,
    semanticTokens,
    keyframes,
    recipes,
    slotRecipes,
  },
})
