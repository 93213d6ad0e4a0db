import type { EditMarkers } from '@/lib/content/editMarkers'
import type { InnerPageProps } from './InnerPage'

/** A document whose page is headed by its name and summary (a business line, a product). */
interface NamedDocument {
  slug: string
  name: string | null
  nameLang?: InnerPageProps['titleLang']
  summary: string | null
  summaryLang?: InnerPageProps['introLang']
  edit?: EditMarkers
}

/**
 * InnerPage's heading for a named document: the name (the slug while it has none) over the
 * summary, each in its language, and in a preview their fields' visual-editing markers.
 */
export function namedPageHeading(document: NamedDocument) {
  return {
    title: document.name ?? document.slug,
    titleLang: document.nameLang,
    intro: document.summary,
    introLang: document.summaryLang,
    edit: { title: document.edit?.name, intro: document.edit?.summary },
  } satisfies Partial<InnerPageProps>
}
