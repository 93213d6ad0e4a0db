import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react'
import { breakpoints } from './breakpoints'
import { CSS_VARS_PREFIX, keyframes } from './globalCss'
import { dialogSlotRecipe } from './recipes/dialog'
import { drawerSlotRecipe } from './recipes/drawer'
import { toastSlotRecipe } from './recipes/toast'
import { semanticTokens, tokens } from './tokens'

/**
 * Chakra's runtime for the public site's overlays (the global modal, the profile dialog, the
 * mobile menu's drawer, the toaster), loaded with the first of them: their three slot recipes
 * only, on the site's tokens under the same variable names as the build-time stylesheet, and
 * no preflight or page-wide rules (the stylesheet has them). What the overlays hold is styled
 * at build time like the rest of the page.
 */
export const overlaySystem = createSystem(
  defaultBaseConfig,
  defineConfig({
    cssVarsPrefix: CSS_VARS_PREFIX,
    preflight: false,
    theme: {
      breakpoints,
      tokens,
      semanticTokens,
      keyframes,
      slotRecipes: {
        dialog: dialogSlotRecipe,
        drawer: drawerSlotRecipe,
        toast: toastSlotRecipe,
      },
    },
  }),
)
