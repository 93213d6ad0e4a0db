import { badgeRecipe } from './badge'
import { buttonRecipe } from './button'
import { cardSlotRecipe } from './card'
import { closeButtonRecipe } from './closeButton'
import { containerPattern } from './container'
import { ctaLinkRecipe } from './ctaLink'
import { headingRecipe } from './heading'
import { inputRecipe } from './input'
import { linkRecipe } from './link'
import { sectionHeaderSlotRecipe } from './sectionHeader'

/**
 * The build-time recipes (panda.config.ts), by the name components import them under from
 * `@/styled-system/recipes`. A look used in two places is a recipe here, not a copied run of
 * style properties.
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  closeButton: closeButtonRecipe,
  ctaLink: ctaLinkRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  link: linkRecipe,
}

/** The build-time slot recipes (several parts styled together). */
export const slotRecipes = {
  card: cardSlotRecipe,
  sectionHeader: sectionHeaderSlotRecipe,
}

/** Patterns replacing Panda's own of the same name. */
export const patterns = { container: containerPattern }
