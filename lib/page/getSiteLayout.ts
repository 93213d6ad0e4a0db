import { menuSectionsQuery, siteSettingsQuery } from '@/cms/queries/layout'
import type { MenuSectionsQueryResult, SiteSettingsQueryResult } from '@/cms/sanity.types'
import { serverEnv } from '@/lib/env'
import type { Lang } from '@/lib/i18n/lang'
import { toSiteImage, type SiteImage } from '@/lib/images/siteImage'
import { fetchContent } from '@/lib/content/fetchContent'
import { perspectiveOf, type LoadOptions } from '@/lib/content/loadOptions'
import { editMarkers, type Editable } from '@/lib/content/editMarkers'
import { readLineBreakDictionary } from '@/lib/typography/serverLineBreaks'

// The site settings are a singleton with this id (cms/structure.ts opens it by id).
const SITE_SETTINGS_ID = 'siteSettings'

export type MenuSections = MenuSectionsQueryResult
type QueriedSettings = NonNullable<SiteSettingsQueryResult>

/**
 * Site settings with the default sharing image resolved (1200×630); in a preview, the markers of
 * the home hero's tagline and description (`edit`).
 */
export type SiteSettings = Omit<QueriedSettings, 'seo'> &
  Editable & {
    seo: { title: string | null; description: string | null; image: SiteImage | null }
  }

/** What every page's shell needs: the menu sections and the site settings, in one language. */
export interface SiteLayout {
  sections: MenuSections
  settings: SiteSettings
  /** The year the page was rendered, for the copyright line (fixed here so it cannot differ
   * between the server's HTML and the browser's hydration). */
  year: number
  /** Read with unpublished changes, for an editor: the shell says so. */
  isPreview: boolean
  /** The public origin, for canonical and alternate links and sharing tags. */
  siteUrl: string
}

export async function getSiteLayout(lang: Lang, options: LoadOptions = {}): Promise<SiteLayout> {
  const perspective = perspectiveOf(options)
  const [sections, settings] = await Promise.all([
    fetchContent(menuSectionsQuery, { lang }, options),
    fetchContent(siteSettingsQuery, { lang }, options),
    // Read with every page, for the page's render: the names and words its Thai keeps whole.
    readLineBreakDictionary(options),
  ])
  // The shell cannot be drawn without settings: a missing document is a broken source.
  if (settings === null) throw new Error('The content source has no siteSettings document')
  return {
    sections,
    settings: {
      ...settings,
      seo: {
        title: settings.seo?.title ?? null,
        description: settings.seo?.description ?? null,
        image: toSiteImage(settings.seo?.image, 'socialShare'),
      },
      ...editMarkers(
        { _id: SITE_SETTINGS_ID },
        { type: 'siteSettings', fields: ['tagline', 'description'] },
        lang,
        options,
      ),
    },
    year: new Date().getFullYear(),
    isPreview: perspective === 'drafts',
    siteUrl: serverEnv().siteUrl,
  }
}
