import { menuSectionsQuery, siteSettingsQuery } from '@/cms/queries/layout'
import type { MenuSectionsQueryResult, SiteSettingsQueryResult } from '@/cms/sanity.types'
import type { Lang } from '@/lib/i18n/lang'
import { perspectiveOf, type LoadOptions } from './loadOptions'
import { contentSource } from './source'

export type MenuSections = MenuSectionsQueryResult
export type SiteSettings = NonNullable<SiteSettingsQueryResult>

/** What every page's shell needs: the menu sections and the site settings, in one language. */
export interface SiteLayout {
  sections: MenuSections
  settings: SiteSettings
  /** The year the page was rendered, for the copyright line (fixed here so it cannot differ
   * between the server's HTML and the browser's hydration). */
  year: number
  /** Read with unpublished changes, for an editor: the shell says so. */
  isPreview: boolean
}

export async function getSiteLayout(lang: Lang, options: LoadOptions = {}): Promise<SiteLayout> {
  const source = contentSource()
  const perspective = perspectiveOf(options)
  const [sections, settings] = await Promise.all([
    source.fetch<MenuSectionsQueryResult>(menuSectionsQuery, { lang }, perspective),
    source.fetch<SiteSettingsQueryResult>(siteSettingsQuery, { lang }, perspective),
  ])
  // The shell cannot be drawn without settings: a missing document is a broken source.
  if (settings === null) throw new Error('The content source has no siteSettings document')
  return { sections, settings, year: new Date().getFullYear(), isPreview: perspective === 'drafts' }
}
