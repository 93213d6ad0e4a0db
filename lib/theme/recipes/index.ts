import { actionLinkRecipe } from './actionLink'
import { badgeRecipe } from './badge'
import { balancedGridRecipe } from './balancedGrid'
import { brandCardSlotRecipe } from './brandCard'
import { buttonRecipe } from './button'
import { cardSlotRecipe } from './card'
import { chipRecipe } from './chip'
import { closeButtonRecipe } from './closeButton'
import { containerPattern } from './container'
import { ctaLinkRecipe } from './ctaLink'
import { dataTableSlotRecipe } from './dataTable'
import { headingRecipe } from './heading'
import { inputRecipe } from './input'
import { linkRecipe } from './link'
import { noticeRecipe } from './notice'
import { panelRecipe } from './panel'
import { ruledListSlotRecipe } from './ruledList'
import { skipLinkRecipe } from './skipLink'
import { sectionHeaderSlotRecipe } from './sectionHeader'
import { splitLayoutRecipe } from './splitLayout'
import { selectSlotRecipe } from './select'
import { thumbnailStripSlotRecipe } from './thumbnailStrip'

/**
 * The build-time recipes (panda.config.ts), by the name components import them under from
 * `@/styled-system/recipes`. A look used in two places is a recipe here, not a copied run of
 * style properties.
 */
export const recipes = {
  actionLink: actionLinkRecipe,
  badge: badgeRecipe,
  balancedGrid: balancedGridRecipe,
  button: buttonRecipe,
  chip: chipRecipe,
  closeButton: closeButtonRecipe,
  ctaLink: ctaLinkRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  link: linkRecipe,
  notice: noticeRecipe,
  panel: panelRecipe,
  skipLink: skipLinkRecipe,
  splitLayout: splitLayoutRecipe,
}

/** The build-time slot recipes (several parts styled together). */
export const slotRecipes = {
  brandCard: brandCardSlotRecipe,
  card: cardSlotRecipe,
  dataTable: dataTableSlotRecipe,
  ruledList: ruledListSlotRecipe,
  sectionHeader: sectionHeaderSlotRecipe,
  select: selectSlotRecipe,
  thumbnailStrip: thumbnailStripSlotRecipe,
}

/** Patterns replacing Panda's own of the same name. */
export const patterns = { container: containerPattern }
