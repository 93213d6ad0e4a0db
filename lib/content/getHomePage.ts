import type { Lang } from '@/lib/i18n/lang'
import { getSiteLayout, type SiteLayout } from './getSiteLayout'

export interface HomePage {
  layout: SiteLayout
}

/** The home page: the shell's content, whose sections the page presents as entry points. */
export async function getHomePage(lang: Lang): Promise<HomePage> {
  return { layout: await getSiteLayout(lang) }
}
