import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations'
import { i18nConfig } from './config'
import type { Lang } from './lang'

/** The interface strings a page needs: `common` (the shell) plus its own namespaces. */
export function pageTranslations(lang: Lang, namespaces: readonly string[] = []) {
  return serverSideTranslations(lang, ['common', ...namespaces], i18nConfig, false)
}
