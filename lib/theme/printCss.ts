import type { GlobalStyleObject } from '@pandacss/dev'

// A page that marks its content `data-print-document` (the investor pages) prints as a
// document: its heading, the print line and the tables, without the site around them.
const PRINTED = 'body:has([data-print-document])'

/**
 * The public site's print rules. The site's frame (`data-site-chrome`: header, footer,
 * breadcrumbs, cookie banner), controls and what marks itself `data-print-hide` are left out;
 * tables lose their scrolling frame, repeat their header row on each sheet and are not cut
 * inside a row.
 */
export const printCss = {
  '@media print': {
    [`${PRINTED} :is([data-site-chrome], [data-print-hide], button, select, [data-testid="toast"])`]:
      { display: 'none !important' },
    [`${PRINTED} main`]: { minHeight: '0' },
    '[data-print-document] [role="region"]': { overflow: 'visible', borderWidth: '0' },
    '[data-print-document] caption': { position: 'static' },
    '[data-print-document] thead': { display: 'table-header-group' },
    '[data-print-document] :is(tr, li, h2, h3)': { breakInside: 'avoid' },
    '[data-print-document] :is(h2, h3)': { breakAfter: 'avoid' },
  },
} satisfies GlobalStyleObject
