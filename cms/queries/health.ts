import { defineQuery } from 'groq'

/** How many published documents the content source can read: the readiness check's probe. */
export const documentCountQuery = defineQuery(`count(*)`)
