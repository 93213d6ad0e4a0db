/**
 * The Content-Security-Policy of an SVG the site sends as a file (a brand's logo, the press
 * kit's marks): an SVG can carry script, and opened on its own it would run with the site's
 * origin. Sandboxed, with nothing to load, it is a picture only.
 */
export const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox"
