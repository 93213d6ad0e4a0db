import type { Lang } from '@/lib/i18n/lang'
import { getSiteLayout, type SiteLayout } from './getSiteLayout'
import type { LoadOptions } from '@/lib/content/loadOptions'

export interface ErrorPage {
  layout: SiteLayout
}

/** The 404 and 500 pages: only the shell's content. */
export async function getErrorPage(lang: Lang, options: LoadOptions = {}): Promise<ErrorPage> {
  return { layout: await getSiteLayout(lang, options) }
}
