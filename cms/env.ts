// The Studio's own configuration. The CLI and Studio read SANITY_STUDIO_* variables; a placeholder
// project id lets the schema tools (extract, typegen, validate) run offline.
export const studioProjectId = process.env.SANITY_STUDIO_PROJECT_ID || 'offline'
export const studioDataset = process.env.SANITY_STUDIO_DATASET || 'production'
