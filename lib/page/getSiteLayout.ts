import { menuSectionsQuery, siteSettingsQuery } from '@/cms/queries/layout'
import type { MenuSectionsQueryResult, SiteSettingsQueryResult } from '@/cms/sanity.types'
import { serverEnv } from '@/lib/env'
import type { Lang } from '@/lib/i18n/lang'
import { toSiteImage, type SiteImage } from '@/lib/images/siteImage'
import { fetchContent } from '@/lib/content/fetchContent'
import { perspectiveOf, type LoadOptions } from '@/lib/content/loadOptions'
import { editMarkers, type Editable } from '@/lib/content/editMarkers'
import { unitRanges } from '@/lib/typography/lineBreakStore'
import { readLineBreakDictionary } from '@/lib/typography/serverLineBreaks'
import type { UnitRange } from '@/lib/typography/wholeLength'

// The site settings are a singleton with this id (cms/structure.ts opens it by id).
const SITE_SETTINGS_ID = 'siteSettings'

export type MenuSections = MenuSectionsQueryResult

/** The units to keep whole of each menu label that has any, by the label's text. */
export type MenuLabelUnits = Readonly<Record<string, readonly UnitRange[]>>
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
  /**
   * The menus are drawn in the browser too (mega-menus, the mobile drawer): the units of their
   * Thai labels travel with the page, the finder stays on the server.
   */
  menuLabelUnits: MenuLabelUnits
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
  const [sections, settings, dictionary] = await Promise.all([
    fetchContent(menuSectionsQuery, { lang }, options),
    fetchContent(siteSettingsQuery, { lang }, options),
    // Read with every page, for the page's render: the names and words its Thai keeps whole.
    readLineBreakDictionary(options),
  ])
  // The shell cannot be drawn without settings: a missing document is a broken source.
  if (settings === null) throw new Error('The content source has no siteSettings document')
  const menuLabelUnits: Record<string, readonly UnitRange[]> = {}
  for (const label of menuLabels(sections)) {
    const units = unitRanges(label, dictionary)
    if (units.length > 0) menuLabelUnits[label] = units
  }
  return {
    sections,
    menuLabelUnits,
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

/** Every label the menus draw from the content: topics, descriptions, entries, inner topics. */
function menuLabels(sections: MenuSections): string[] {
  return sections
    .flatMap((section) => [
      section.topic,
      section.desc,
      section.buttonName,
      ...section.subMenuList.flatMap((entry) => [
        entry.mainTopic,
        ...(entry.innerTopic ?? []).map((inner) => inner.topic),
      ]),
    ])
    .filter((label): label is string => typeof label === 'string')
}
