import '@/lib/client/timeSlicedHydration'
import '@/lib/theme/styles.css'
import type { EmotionCache } from '@emotion/cache'
import type { AppProps } from 'next/app'
import Head from 'next/head'
import { PagePropsContext } from '@/lib/client/serverHtml'
import { TranslationsProvider, type PageTranslations } from '@/lib/i18n/useTranslation'
// Its @font-face rules and preload links come with the import (next/font).
import '@/lib/theme/siteFont'
import { ServerStyleCacheContext } from '@/lib/theme/serverStyleCache'

// Public pages take their styles from the build-time stylesheet: no styling runtime here.
// Chakra's runtime comes with the overlays that need it (components/overlays) and with the
// admin console's own shell (components/admin/shell/AdminApp.tsx), which reads the server
// render's Emotion cache from the context below. TanStack Query is provided where it is used
// (components/query/QueryProvider.tsx), so pages without client-side data leave it out.
// Interface strings come from the page's `_nextI18Next` props through TranslationsProvider:
// i18next runs on the server only (lib/i18n/pageTranslations.ts). What the page renders in
// StaticHtml keeps the server's HTML while these props are on screen (lib/client/serverHtml.ts).
export default function App({
  Component,
  pageProps,
  emotionCache,
}: AppProps<{ _nextI18Next?: PageTranslations }> & { emotionCache?: EmotionCache }) {
  return (
    <ServerStyleCacheContext.Provider value={emotionCache}>
      <TranslationsProvider translations={pageProps._nextI18Next}>
        <Head>
          {/* The spec fixes the viewport scale at a maximum of 1. */}
          <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1" />
        </Head>
        <PagePropsContext.Provider value={pageProps}>
          <Component {...pageProps} />
        </PagePropsContext.Provider>
      </TranslationsProvider>
    </ServerStyleCacheContext.Provider>
  )
}
