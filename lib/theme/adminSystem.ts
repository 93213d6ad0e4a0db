import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react'
import { breakpoints } from './breakpoints'
import { adminDialogSlotRecipe } from './adminRecipes/dialog'
import { adminShellSlotRecipe } from './adminRecipes/shell'
import { CSS_VARS_PREFIX, globalCss, keyframes } from './globalCss'
import { buttonRecipe } from './recipes/button'
import { containerRecipe } from './recipes/container'
import { headingRecipe } from './recipes/heading'
import { inputRecipe } from './recipes/input'
import { linkRecipe } from './recipes/link'
import { toastSlotRecipe } from './recipes/toast'
import { semanticTokens, tokens } from './tokens'

/**
 * Chakra's runtime system of the admin console (behind sign-in, so it may load Chakra on its
 * first paint): the site's tokens and recipes, from the same files as the build-time stylesheet.
 * Its recipe classes are renamed (`chakra-…`): Panda's stylesheet, loaded on every page, has
 * classes of the recipes' own names (`.button`), which would otherwise apply here too.
 * `defaultBaseConfig` (conditions and utilities only) instead of Chakra's default theme.
 * The console's own recipes (lib/theme/adminRecipes) add its frame in five layouts and the
 * dialog's side panels.
 */
const adminConfig = defineConfig({
  cssVarsPrefix: CSS_VARS_PREFIX,
  preflight: true,
  globalCss,
  theme: {
    breakpoints,
    tokens,
    semanticTokens,
    keyframes,
    recipes: {
      button: { ...buttonRecipe, className: 'chakra-button' },
      container: { ...containerRecipe, className: 'chakra-container' },
      heading: { ...headingRecipe, className: 'chakra-heading' },
      input: { ...inputRecipe, className: 'chakra-input' },
      link: { ...linkRecipe, className: 'chakra-link' },
    },
    slotRecipes: {
      adminShell: adminShellSlotRecipe,
      dialog: adminDialogSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
})

// Named `system` for `chakra typegen` (postinstall), which types the console's style props from it.
export const system = createSystem(defaultBaseConfig, adminConfig)
