import type { PatternConfig, RecipeConfig } from '@pandacss/dev'

/**
 * The page's column: full width up to 80rem, centred, with the gutter growing with the screen.
 * Panda's `container()` pattern (in place of Panda's own), so `container({ py: '8' })` adds a
 * section's own styles to it. Panda copies `transform` into the generated code as source text:
 * it must not refer to anything outside itself.
 */
export const containerPattern = {
  transform: (props: Record<string, unknown>) => ({
    width: 'full',
    maxWidth: 'page',
    mx: 'auto',
    px: { base: '4', md: '6', xl: '8' },
    ...props,
  }),
} satisfies PatternConfig

/** The same column as Chakra's `<Container>` in the admin console. */
export const containerRecipe = {
  className: 'container',
  base: containerPattern.transform({}),
} satisfies RecipeConfig
