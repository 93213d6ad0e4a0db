// The Studio's own configuration (the CLI and the Studio read SANITY_STUDIO_* variables). A
// placeholder project id lets the schema tools (extract, typegen, validate) run offline.
export const studioProjectId = process.env.SANITY_STUDIO_PROJECT_ID || 'offline'
export const studioDataset = process.env.SANITY_STUDIO_DATASET || 'production'
/** The site the preview links open; the embedded Studio uses its own origin. */
export const studioSiteUrl = process.env.SANITY_STUDIO_SITE_URL || ''
/** Sent to /api/preview; the editors who can open the Studio may see it. */
export const studioPreviewSecret =
  process.env.SANITY_STUDIO_PREVIEW_SECRET || 'embedded-preview-secret'
/**
 * Whether a Sanity project is configured for the Studio. Without one /studio shows how to set it
 * up instead of a Studio that fails on its first request to the placeholder project.
 */
export const hasStudioProject = Boolean(process.env.SANITY_STUDIO_PROJECT_ID?.trim())
