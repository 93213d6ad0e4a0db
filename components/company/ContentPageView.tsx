import type { ReactNode } from 'react'
import { ContentSections } from '@/components/content/ContentSections'
import { InnerPage } from '@/components/layout/InnerPage'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import type { ContentPage } from '@/lib/content/contentPage'
import type { SiteLayout } from '@/lib/content/getSiteLayout'
import { menuEntryLabel } from './menuEntryLabel'

// The page's editor-set SEO fields in the shape `InnerPage` takes. Here, not in the loader's
// module: that one reads the content source and must stay out of the browser's bundle.
function contentPageSeo(page: ContentPage) {
  if (!page.seo) return null
  const { title, description, image, noIndex } = page.seo
  return {
    title: title ?? undefined,
    description: description ?? undefined,
    image,
    noIndex: noIndex ?? undefined,
  }
}

interface ContentPageViewProps {
  layout: SiteLayout
  page: ContentPage
  /** Drawn after the page's sections. */
  children?: ReactNode
}

/** A Company, Sustainability or Legal page: heading, hero and the editors' sections. */
export function ContentPageView({ layout, page, children }: ContentPageViewProps) {
  const { path } = useCurrentPath()
  return (
    <InnerPage
      layout={layout}
      title={page.title ?? menuEntryLabel(path, layout.sections) ?? ''}
      intro={page.intro}
      hero={page.hero}
      seo={contentPageSeo(page)}
    >
      <ContentSections sections={page.sections} />
      {children}
    </InnerPage>
  )
}
