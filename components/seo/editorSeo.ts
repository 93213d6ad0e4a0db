import type { SiteImage } from '@/lib/images/siteImage'

/** A document's SEO fields as the editors set them (any may be empty). */
interface EditorSeoFields {
  description: string | null
  image: SiteImage | null
  noIndex?: boolean | null
}

/**
 * A document's editor-set SEO fields in the shape `InnerPage` takes: an empty one is left to the
 * page (its intro, its picture). Not the SEO title: every title follows one rule
 * (`PageTitle`). Here, not in the loaders' modules: those read the content source and must stay
 * out of the browser's bundle.
 */
export function editorSeo(seo: EditorSeoFields | null | undefined) {
  return {
    description: seo?.description ?? undefined,
    image: seo?.image ?? undefined,
    noIndex: seo?.noIndex ?? undefined,
  }
}
