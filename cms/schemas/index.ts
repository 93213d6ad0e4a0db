import { menuSection } from './documents/menuSection'
import { innerTopic } from './objects/innerTopic'
import { localeString } from './objects/localeString'
import { localeText } from './objects/localeText'
import { subMenu } from './objects/subMenu'
import { siteSettings } from './singletons/siteSettings'

export const schemaTypes = [
  localeString,
  localeText,
  innerTopic,
  subMenu,
  menuSection,
  siteSettings,
]

/** Document types that exist once; the Studio offers no "create" or "duplicate" for them. */
export const singletonTypes = new Set(['siteSettings'])
