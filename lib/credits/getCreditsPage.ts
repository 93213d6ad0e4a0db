import { creditsPageQuery } from '@/cms/queries/credits'
import type { CreditsPageQueryResult } from '@/cms/sanity.types'
import { editMarkers, type Editable } from '@/lib/content/editMarkers'
import { fetchContent } from '@/lib/content/fetchContent'
import type { LoadOptions } from '@/lib/content/loadOptions'
import { dropNullLangMarkers, type OptionalLangMarkers } from '@/lib/i18n/fallbackLang'
import type { Lang } from '@/lib/i18n/lang'
import { toSiteImage, type SiteImage } from '@/lib/images/siteImage'

type Queried = NonNullable<CreditsPageQueryResult>

/** A work the site draws from, as the credits page lists it. */
export type CreditSource = OptionalLangMarkers<Queried['sources'][number]>

export type CreditsPage = Omit<OptionalLangMarkers<Queried>, 'sources' | 'seo'> &
  Editable & {
    sources: CreditSource[]
    seo: { description: string | null; image: SiteImage | null; noIndex: boolean | null } | null
  }

/** The credits page: its heading and intro, and each source with its licence; null without one. */
export async function getCreditsPage(
  lang: Lang,
  options: LoadOptions = {},
): Promise<{ credits: CreditsPage } | null> {
  const credits = await fetchContent(creditsPageQuery, { lang }, options)
  if (credits === null) return null
  return {
    credits: {
      ...dropNullLangMarkers(credits),
      sources: credits.sources.map(dropNullLangMarkers),
      seo: credits.seo && { ...credits.seo, image: toSiteImage(credits.seo.image, 'socialShare') },
      ...editMarkers(credits, { type: 'credits', fields: ['title', 'intro'] }, lang, options),
    },
  }
}
