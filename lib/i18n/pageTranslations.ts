import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations'
import { i18nConfig } from './config'
import type { Lang } from './lang'

/**
 * The interface strings a page needs, and no more (they travel in every page's HTML): `common`
 * (the shell), the page's own namespaces, and `preview` (the banner) only while an editor is
 * previewing unpublished changes.
 */
export function pageTranslations(
  lang: Lang,
  namespaces: readonly string[] = [],
  { preview = false }: { preview?: boolean } = {},
) {
  const all = ['common', ...namespaces, ...(preview ? ['preview'] : [])]
  return serverSideTranslations(lang, all, i18nConfig, false)
}
