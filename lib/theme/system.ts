import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react'
import { breakpoints } from './breakpoints'
import { buttonRecipe } from './recipes/button'
import { containerRecipe } from './recipes/container'
import { dialogSlotRecipe } from './recipes/dialog'
import { headingRecipe } from './recipes/heading'
import { inputRecipe } from './recipes/input'
import { linkRecipe } from './recipes/link'
import { toastSlotRecipe } from './recipes/toast'
import { semanticTokens, tokens } from './tokens'

// `defaultBaseConfig` (conditions and utilities only) instead of the default theme: only the
// recipes the site renders are bundled, and only our tokens become CSS variables in each page.
const siteConfig = defineConfig({
  cssVarsPrefix: 'ck',
  preflight: true,
  globalCss: {
    html: { colorScheme: 'light', scrollPaddingTop: '5rem' },
    body: { bg: 'bg', color: 'fg', fontFamily: 'body', lineHeight: 'moderate' },
    '*::selection': { bg: 'brand.100' },
    // One visible focus ring for every focusable element; dark surfaces override its colour.
    '*:focus-visible': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  },
  theme: {
    breakpoints,
    tokens,
    semanticTokens,
    keyframes: {
      'fade-in': { from: { opacity: 0 }, to: { opacity: 1 } },
    },
    recipes: {
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
    },
    slotRecipes: {
      dialog: dialogSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
})

export const system = createSystem(defaultBaseConfig, siteConfig)
