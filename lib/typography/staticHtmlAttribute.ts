/**
 * The attribute StaticHtml gives its element: content the browser keeps as the server's HTML,
 * whose Thai units the server keeps whole after rendering (lib/typography/staticHtmlUnits.ts).
 * Its own module: the browser's StaticHtml needs the name, not the finder.
 */
export const STATIC_HTML_ATTRIBUTE = 'data-static-html'
