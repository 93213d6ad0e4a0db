import type { TFunction } from 'i18next'
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { Namespace } from './keys'
import { toLang, type Lang } from './lang'
import { translate, type NamespaceStrings, type TranslateOptions } from './translate'

/**
 * What `serverSideTranslations` puts in a page's props (`_nextI18Next`): the page's own
 * namespaces in its language. Only the fields read here.
 */
export interface PageTranslations {
  initialLocale: string
  initialI18nStore: Record<string, NamespaceStrings>
}

interface Translations {
  lang: Lang
  /** The page's namespaces, plus those a feature brings with its code (`useTranslationBundles`). */
  strings: NamespaceStrings
  /** Adds a namespace the page did not bring; the strings it has are never replaced. */
  add: (namespace: string, bundle: object) => void
}

function translations(lang: Lang, pageStrings: NamespaceStrings | undefined): Translations {
  // A copy: bundles added later must not change the page's props.
  const strings: NamespaceStrings = { ...pageStrings }
  return { lang, strings, add: (namespace, bundle) => void (strings[namespace] ??= bundle) }
}

const TranslationsContext = createContext<Translations>(translations('th', {}))

/**
 * Gives the page's strings to `useTranslation`. The same code reads them on the server and in
 * the browser, so hydration matches; i18next itself stays on the server (next-i18next's
 * `serverSideTranslations`), and no page ships it.
 */
export function TranslationsProvider({
  translations: page,
  children,
}: {
  translations: PageTranslations | undefined
  children: ReactNode
}) {
  const value = useMemo(() => {
    const lang = toLang(page?.initialLocale)
    return translations(lang, page?.initialI18nStore[lang])
  }, [page])
  return <TranslationsContext.Provider value={value}>{children}</TranslationsContext.Provider>
}

/**
 * The strings of `namespace` (the first of a list; a `ns:key` prefix reaches the others), typed
 * from the English files like i18next's own `t`, and the page's language.
 */
export function useTranslation<const Ns extends Namespace | readonly Namespace[] = 'common'>(
  namespace?: Ns,
): { t: TFunction<Ns>; lang: Lang } {
  const { lang, strings } = useContext(TranslationsContext)
  const first: string = (Array.isArray(namespace) ? namespace[0] : namespace) ?? 'common'
  const t = useMemo(
    () => (key: string, options?: TranslateOptions) =>
      translate(strings, lang, first, key, options),
    [strings, lang, first],
  )
  return { t: t as unknown as TFunction<Ns>, lang }
}

/**
 * Adds a namespace that travels with a feature's code instead of in every page's props (the
 * search modal, the consent banner), in the page's language when `bundles` has it. Says whether
 * the namespace is there.
 */
export function useTranslationBundles(
  namespace: Namespace,
  bundles: Partial<Record<Lang, object>>,
): boolean {
  const { lang, strings, add } = useContext(TranslationsContext)
  const bundle = bundles[lang]
  if (bundle) add(namespace, bundle)
  return namespace in strings
}
