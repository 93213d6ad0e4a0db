import type { UserConfig } from 'next-i18next/pages'

// The type of next-i18next.config.js (the app compiles TypeScript only).
declare const config: UserConfig & {
  i18n: { locales: ['default', 'th', 'en']; defaultLocale: 'default'; localeDetection: false }
  defaultNS: 'common'
}
export = config
