import { render, type RenderOptions } from '@testing-library/react'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createInstance, type i18n as I18n } from 'i18next'
import type { ReactElement, ReactNode } from 'react'
import type { Lang } from '@/lib/i18n/lang'
import type { NamespaceStrings } from '@/lib/i18n/translate'
import { TranslationsProvider } from '@/lib/i18n/useTranslation'
import { AdminApp } from '@/components/admin/shell/AdminApp'

const LOCALES_DIR = path.join(process.cwd(), 'public', 'locales')

const localeCache = new Map<Lang, NamespaceStrings>()

/** Every namespace of one language, from the real translation files (read once). */
export function localeStrings(lang: Lang): NamespaceStrings {
  const cached = localeCache.get(lang)
  if (cached) return cached
  const strings: NamespaceStrings = Object.fromEntries(
    readdirSync(path.join(LOCALES_DIR, lang)).map((file) => [
      file.replace(/\.json$/, ''),
      JSON.parse(readFileSync(path.join(LOCALES_DIR, lang, file), 'utf8')) as unknown,
    ]),
  )
  localeCache.set(lang, strings)
  return strings
}

/**
 * A real i18next instance over the real translation files, configured as next-i18next
 * configures the server's: what the site's own `t` is held to (lib/i18n/translate.test.ts).
 */
export function createTestI18n(lang: Lang): I18n {
  const strings = localeStrings(lang)
  const instance = createInstance()
  void instance.init({
    lng: lang,
    resources: { [lang]: strings } as Record<string, Record<string, object>>,
    ns: Object.keys(strings),
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
  })
  return instance
}

/** Every namespace of the language, as `_app` gives a page its own (no mocked strings). */
export function TestTranslations({ lang, children }: { lang: Lang; children: ReactNode }) {
  return (
    <TranslationsProvider
      translations={{ initialLocale: lang, initialI18nStore: { [lang]: localeStrings(lang) } }}
    >
      {children}
    </TranslationsProvider>
  )
}

/**
 * Renders with the public app's providers: the language's translations. Public components are
 * styled at build time and need no styling provider; overlays bring their own.
 */
export function renderWithProviders(ui: ReactElement, lang: Lang = 'en', options?: RenderOptions) {
  // A wrapper, so that `rerender` keeps the translations too.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestTranslations lang={lang}>{children}</TestTranslations>
  )
  return render(ui, { wrapper, ...options })
}

/** Renders an admin console component inside the console's app shell (Chakra's runtime). */
export function renderInConsole(ui: ReactElement, lang: Lang = 'en', options?: RenderOptions) {
  return renderWithProviders(<AdminApp>{ui}</AdminApp>, lang, options)
}
