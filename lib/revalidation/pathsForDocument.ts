import { LANGS } from '@/lib/i18n/lang'
import { localHref } from '@/lib/navigation/path'

// The rule lives in cms/lib, where the Studio's Presentation tool reads it too.
export {
  pathsForDocument,
  type ChangedDocument,
  type DocumentFinder,
  type DocumentPaths,
  type PageDocument,
} from '@/cms/lib/pathsForDocument'

/** Each language-free path under every language prefix: `/home` → `/th/home`, `/en/home`. */
export function inEveryLanguage(paths: readonly string[]): string[] {
  return paths.flatMap((path) => LANGS.map((lang) => localHref(lang, path)))
}
