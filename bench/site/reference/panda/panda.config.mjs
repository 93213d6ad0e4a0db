// The Panda reference's build-time styles: the site's own design system (lib/theme/pandaPreset.ts,
// as in the root panda.config.ts), read from this folder's page. The bench runs `panda codegen`
// with this config (siteServer.ts) before building the app; the generated styled-system/ is
// gitignored.
import { defineConfig } from '@pandacss/dev'
import { CSS_VARS_PREFIX } from '../../../../lib/theme/globalCss'
import { sitePandaPreset } from '../../../../lib/theme/pandaPreset'

export default defineConfig({
  presets: [sitePandaPreset],
  preflight: true,
  strictTokens: true,
  staticCss: { recipes: '*' },
  include: ['./pages/**/*.{js,jsx}', './components/**/*.{js,jsx}'],
  exclude: [],
  outdir: 'styled-system',
  clean: true,
  outExtension: 'js',
  gitignore: false,
  prefix: { cssVar: CSS_VARS_PREFIX },
})
