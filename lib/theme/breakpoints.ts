/** The public site's breakpoints (spec point 9). The desktop menu starts at `lg` (1024 px). */
export const breakpoints = {
  xs: '320px',
  sm: '360px',
  md: '640px',
  tablet: '744px',
  lg: '1024px',
  xl: '1280px',
  '2xl': '1536px',
}
