import { langFromPath } from '@/lib/i18n/lang'
import { builtPages, type HasPage } from '@/lib/revalidation/builtPages'
import { localHref } from '@/lib/routes'
import { isPrivatePage } from './privatePages'

/**
 * Whether a language-prefixed path (`/th/about/awards`) is one of the site's public pages, by
 * Next's own route matching over the build's route table (builtPages). An unknown path is not
 * counted: analytics never stores addresses nobody can open.
 */
export function isPublicSitePage(path: string, hasPage: HasPage = builtPages()): boolean {
  const prefix = localHref(langFromPath(path), '/')
  if (!path.startsWith(`${prefix}/`)) return false
  const languageFree = path.slice(prefix.length)
  return !isPrivatePage(languageFree) && hasPage(languageFree)
}
