import type { UserConfig } from 'next-i18next/pages'

/**
 * Next's i18n routing and next-i18next share this. `default` is a pseudo locale that only the
 * proxy sees: it redirects every un-prefixed path to `/th/...`, so each page has a language.
 */
export const i18nConfig = {
  i18n: {
    locales: ['default', 'th', 'en'],
    defaultLocale: 'default',
    localeDetection: false as const,
  },
  defaultNS: 'common',
  // Both languages have the same keys (a test checks), so a fallback would only add weight.
  fallbackLng: false as const,
  // The config is passed to appWithTranslation directly instead of travelling in page props.
  serializeConfig: false,
  react: { useSuspense: false },
} satisfies UserConfig
