/**
 * The site's font stack. `SITE_FONT_FAMILY` is the web font (lib/theme/siteFont.ts);
 * `FALLBACK_FONT_FAMILY` is made of local fonts resized to its metrics
 * (lib/theme/fontFallback.ts), so the text laid out before the web font arrives takes the same
 * room and nothing moves when it swaps in. Then the system's own Noto Sans Thai (Android,
 * ChromeOS, most Linux), which is the same design.
 */
export const SITE_FONT_FAMILY = 'Noto Sans Thai Variable'
export const FALLBACK_FONT_FAMILY = 'Noto Sans Thai Fallback'

export const BODY_FONT_STACK = `'${SITE_FONT_FAMILY}', '${FALLBACK_FONT_FAMILY}', 'Noto Sans Thai', system-ui, sans-serif`
