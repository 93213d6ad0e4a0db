import { render, type RenderOptions } from '@testing-library/react'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createInstance, type i18n as I18n } from 'i18next'
import type { ReactElement } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import type { Lang } from '@/lib/i18n/lang'
import { AdminApp } from '@/components/admin/shell/AdminApp'

const LOCALES_DIR = path.join(process.cwd(), 'public', 'locales')

/** A real i18next instance over the real translation files: no mocked strings in tests. */
export function createTestI18n(lang: Lang): I18n {
  const namespaces = readdirSync(path.join(LOCALES_DIR, lang)).map((file) =>
    file.replace(/\.json$/, ''),
  )
  const resources = {
    [lang]: Object.fromEntries(
      namespaces.map((ns) => [
        ns,
        JSON.parse(readFileSync(path.join(LOCALES_DIR, lang, `${ns}.json`), 'utf8')),
      ]),
    ),
  }
  const instance = createInstance()
  void instance.use(initReactI18next).init({
    lng: lang,
    resources,
    ns: namespaces,
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
  })
  return instance
}

/**
 * Renders with the public app's providers: the language's translations. Public components are
 * styled at build time and need no styling provider; overlays bring their own.
 */
export function renderWithProviders(ui: ReactElement, lang: Lang = 'en', options?: RenderOptions) {
  const i18n = createTestI18n(lang)
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>, options)
}

/** Renders an admin console component inside the console's app shell (Chakra's runtime). */
export function renderInConsole(ui: ReactElement, lang: Lang = 'en', options?: RenderOptions) {
  return renderWithProviders(<AdminApp>{ui}</AdminApp>, lang, options)
}
