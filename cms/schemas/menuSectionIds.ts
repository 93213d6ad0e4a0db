/**
 * The top-menu entries that open a menu section (every entry but HOME). Kept free of Sanity
 * imports so the app can use it without loading the Studio's packages.
 */
export const MENU_SECTION_IDS = [
  'company',
  'products',
  'business',
  'sustainability',
  'investor',
  'publish',
  'contact',
] as const

export type MenuSectionId = (typeof MENU_SECTION_IDS)[number]
