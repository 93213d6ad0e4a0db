import type { SiteImage } from '@/lib/images/siteImage'

/** A document's SEO fields as the editors set them (any may be empty). */
interface EditorSeoFields {
  title: string | null
  description: string | null
  image: SiteImage | null
  noIndex?: boolean | null
}

/**
 * A document's editor-set SEO fields in the shape `InnerPage` takes: an empty one is left to the
 * page (its heading, its intro, its picture). Here, not in the loaders' modules: those read the
 * content source and must stay out of the browser's bundle.
 */
export function editorSeo(seo: EditorSeoFields | null | undefined) {
  return {
    title: seo?.title ?? undefined,
    description: seo?.description ?? undefined,
    image: seo?.image ?? undefined,
    noIndex: seo?.noIndex ?? undefined,
  }
}
