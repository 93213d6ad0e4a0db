// The rule lives in cms/lib, where the Studio's Presentation tool reads it too.
export {
  DOCUMENT_PAGES,
  REFERENCE_DEPTH,
  STATIC_PATHS,
  TYPE_RULES,
  type DocumentPageType,
  type StaticPath,
  type TypeRule,
} from '@/cms/lib/pathRules'
