/**
 * The public pages' long parts below the first screen: the home page's sections after the first,
 * the cards of a grid, the site footer. (`main-content` is the page's main landmark,
 * components/layout/SkipLink; `balanced-grid` the card grids' recipe, recipes/balancedGrid.)
 */
export const OFFSCREEN_PARTS = [
  '#main-content > section + section',
  '#main-content .balanced-grid > li',
  'footer[data-site-chrome]',
].join(', ')

/**
 * Written inline in `<head>` (pages/_document.tsx): until the stylesheet has arrived, the browser
 * may skip laying out those parts while they are off screen. Such a layout does happen: a mouse
 * or touch event while the page loads makes Chromium hit-test, and so lay out, the unstyled page,
 * a layout thrown away when the stylesheet comes (946 layout objects, 34 ms unthrottled, in
 * Lighthouse's traces of /th/home). The stylesheet turns this off again (globalCss), so the
 * styled page is laid out and drawn whole as before: skipping there would leave those parts
 * unpainted in full-page captures and clip what draws past them (docs/bench.md).
 */
export const UNSTYLED_LAYOUT_CSS = `${OFFSCREEN_PARTS}{content-visibility:auto}`
