import { createContext } from 'react'

/**
 * True inside StaticHtml: content the browser keeps as the server's HTML and does not hydrate,
 * which may therefore be rendered with server-only work (KeepWhole's Thai units).
 */
export const InStaticHtml = createContext(false)
