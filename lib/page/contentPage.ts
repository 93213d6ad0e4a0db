import type { GetStaticProps } from 'next'
import { pageByPathQuery } from '@/cms/queries/company'
import type { PageByPathQueryResult } from '@/cms/sanity.types'
import { dropNullLangMarkers, type OptionalLangMarkers } from '@/lib/i18n/fallbackLang'
import { toSiteImage, type SiteImage } from '@/lib/images/siteImage'
import { documentLoader } from '@/lib/content/documentLoader'
import { publicPageProps, type PublicPageProps } from './publicPage'

type Queried = NonNullable<PageByPathQueryResult>
type QueriedSection = NonNullable<Queried['sections']>[number]

// Distributes over the union, so `section._type === 'statsSection'` still narrows the section.
type WithSiteImage<S> = S extends unknown
  ? Omit<OptionalLangMarkers<S>, 'image'> & { image: SiteImage | null }
  : never

/** A section of a content page; one renderer per `_type` draws it. */
export type PageSection = WithSiteImage<QueriedSection>

/** The section of one `_type`. */
export type PageSectionOf<T extends PageSection['_type']> = Extract<PageSection, { _type: T }>

export type ContentPage = Omit<OptionalLangMarkers<Queried>, 'hero' | 'sections' | 'seo'> & {
  hero: SiteImage | null
  sections: PageSection[]
  seo: {
    title: string | null
    description: string | null
    image: SiteImage | null
    noIndex: boolean | null
  } | null
}

/** A Company, Sustainability or Legal page by its language-free path, or null. */
export const getContentPage = documentLoader(
  pageByPathQuery,
  'path',
  (page): ContentPage => ({
    ...dropNullLangMarkers(page),
    hero: toSiteImage(page.hero, 'pageHero'),
    // Section images are drawn at their schema size (400×300), never wider than that.
    sections: (page.sections ?? []).map((section): PageSection => ({
      ...dropNullLangMarkers(section),
      image: toSiteImage(section.image, 'categoryImage'),
    })),
    seo: page.seo && { ...page.seo, image: toSiteImage(page.seo.image, 'socialShare') },
  }),
  {
    // A preview's heading opens its fields in the Studio (lib/content/editMarkers).
    type: 'page',
    fields: ['title', 'intro'],
  },
)

export type ContentPageProps = PublicPageProps<{ page: ContentPage }>

/**
 * The whole `getStaticProps` of a content page at a fixed path (ISR, 404 while the document does
 * not exist), with the interface strings of `namespaces`.
 */
export function contentPageStaticProps(
  path: string,
  namespaces: readonly string[] = [],
): GetStaticProps<ContentPageProps> {
  return (context) =>
    publicPageProps(context, namespaces, async (lang, options) => {
      const page = await getContentPage(path, lang, options)
      return page && { page }
    })
}
