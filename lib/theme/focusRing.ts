/**
 * The site's one focus indicator, a two-tone ring: a 2px line in `focusRing` (the brand red)
 * with a band of `focusRingHalo` (white) on both sides of it — the halo is a box-shadow under
 * the outline that fills the outline's 2px offset and runs 2px beyond it. On a light background
 * the red line stands out, on a dark or brand-red one (the home hero, the footer, a solid
 * button) the white bands do: at least 3:1 against what is around it everywhere (WCAG 2.4.11 /
 * 2.4.13), which a one-colour ring cannot be on both. `lib/theme/focusRing.test.ts` checks the
 * two colours against every background the site's components use.
 *
 * The global rule (globalCss `*:focus-visible`) applies it; recipes that move the ring (a
 * card's ring round the whole card, a field's) spread this object. An element that draws no
 * ring (`outline: none`) takes the halo off too (`boxShadow: 'none'`).
 */
export const focusRing = {
  outline: '2px solid',
  outlineColor: 'focusRing',
  outlineOffset: '2px',
  boxShadow: 'focusRing',
} as const

/** The ring's geometry in px, for tests that measure it in the browser. */
export const FOCUS_RING_GEOMETRY = { outlineWidth: 2, outlineOffset: 2, haloSpread: 6 } as const
