// The server's own call at a document's "public from" (lib/publication): the body is read raw.
export const config = { api: { bodyParser: false } }

export { publicationDueRoute as default } from '@/lib/publication/publicationRoute'
