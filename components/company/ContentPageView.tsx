import type { ReactNode } from 'react'
import { ContentSections } from '@/components/content/ContentSections'
import { InnerPage } from '@/components/layout/InnerPage'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import { editorSeo } from '@/components/seo/editorSeo'
import type { Editable } from '@/lib/content/editMarkers'
import type { ContentPage } from '@/lib/page/contentPage'
import type { SiteLayout } from '@/lib/page/getSiteLayout'
import { menuEntryLabel } from './menuEntryLabel'

interface ContentPageViewProps {
  layout: SiteLayout
  page: ContentPage & Editable
  /** Drawn after the page's sections. */
  children?: ReactNode
  /** Consecutive text sections side by side from `lg` (see ContentSections). */
  hasTextColumns?: boolean
}

/** A Company, Sustainability or Legal page: heading, hero and the editors' sections. */
export function ContentPageView({
  layout,
  page,
  children,
  hasTextColumns = false,
}: ContentPageViewProps) {
  const { path } = useCurrentPath()
  return (
    <InnerPage
      layout={layout}
      title={page.title ?? menuEntryLabel(path, layout.sections) ?? ''}
      titleLang={page.titleLang}
      intro={page.intro}
      introLang={page.introLang}
      edit={{ title: page.edit?.title, intro: page.edit?.intro }}
      hero={page.hero}
      seo={editorSeo(page.seo)}
      // The editors' sections and what pages add here (links) are read, never operated.
      isStatic
    >
      <ContentSections sections={page.sections} hasTextColumns={hasTextColumns} />
      {children}
    </InnerPage>
  )
}
