import type { Lang } from '@/lib/i18n/lang'
import { getSiteLayout, type SiteLayout } from './getSiteLayout'
import type { LoadOptions } from './loadOptions'

export interface HomePage {
  layout: SiteLayout
}

/** The home page: the shell's content, whose sections the page presents as entry points. */
export async function getHomePage(lang: Lang, options: LoadOptions = {}): Promise<HomePage> {
  return { layout: await getSiteLayout(lang, options) }
}
