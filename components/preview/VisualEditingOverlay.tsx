import { VisualEditing, type VisualEditingOptions } from '@sanity/visual-editing/next-pages-router'
import { useRouter } from 'next/router'

type Refresh = NonNullable<VisualEditingOptions['refresh']>

/**
 * Sanity's click-to-edit overlays over a page in preview mode, for the Studio's Presentation
 * tool that frames it: each text carrying a `data-sanity` attribute (embedded mode) or stega
 * (the Content Lake) opens its field in the Studio, and the Studio follows the frame's address
 * (with its /th or /en). When Presentation reports a change, the page's props are read again
 * (`router.replace` of the same address, in the same language; preview pages render on every
 * request), so an edit shows as the editor types. Loaded only with the preview banner
 * (components/layout/PreviewBanner.tsx): no visitor's page carries this code.
 */
export function VisualEditingOverlay() {
  const router = useRouter()
  const refresh: Refresh = () =>
    router.replace(router.asPath, undefined, { scroll: false }).then(() => undefined)
  return <VisualEditing refresh={refresh} />
}
