import { defineConfig } from '@pandacss/dev'
import { CSS_VARS_PREFIX } from './lib/theme/globalCss'
import { sitePandaPreset } from './lib/theme/pandaPreset'

/**
 * Public pages are styled at build time: Panda reads every `css()`, pattern and recipe call in
 * the code and writes one stylesheet (through PostCSS, see postcss.config.cjs), and the
 * production build replaces the calls by their class names (lib/build/pandaStaticCalls.cjs), so
 * no style is computed in the browser. The design system is lib/theme/pandaPreset.ts.
 */
export default defineConfig({
  presets: [sitePandaPreset],
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
})
