/** The public site's breakpoints (spec point 9). The desktop menu starts at `lg` (1024 px). */
const siteBreakpoints = {
  xs: '320px',
  sm: '360px',
  md: '640px',
  tablet: '744px',
  lg: '1024px',
  xl: '1280px',
  '2xl': '1536px',
}

/**
 * The admin console's own scale (spec point 9: 0 / 600 / 900 / 1200 / 1536 px), under names of
 * its own in the same system so admin components write `{ base, adminMd }`. Extra breakpoints
 * change no public style: a responsive value only emits the breakpoints it names, and the site
 * uses neither array values nor the `*Only` / `xToY` conditions whose ranges they would split.
 */
const adminBreakpoints = {
  adminSm: '600px',
  adminMd: '900px',
  adminLg: '1200px',
  adminXl: '1536px',
}

export const breakpoints = { ...siteBreakpoints, ...adminBreakpoints }
