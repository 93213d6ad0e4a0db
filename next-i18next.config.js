// next-i18next's own configuration, where it looks for it; Next's i18n routing reads the same
// object (next.config.ts). CommonJS, as next-i18next loads it with require(). Typed for the app by
// next-i18next.config.d.ts and re-exported as lib/i18n/config.ts.

/** @type {import('next-i18next/pages').UserConfig} */
module.exports = {
  // `default` is a pseudo locale that only the proxy sees: it redirects every un-prefixed path
  // to `/th/...`, so each page has a language.
  i18n: {
    locales: ['default', 'th', 'en'],
    defaultLocale: 'default',
    localeDetection: false,
  },
  defaultNS: 'common',
  // Both languages have the same keys (a test checks), so a fallback would only add weight.
  fallbackLng: false,
  // The config is passed to appWithTranslation directly instead of travelling in page props.
  serializeConfig: false,
  react: { useSuspense: false },
}
