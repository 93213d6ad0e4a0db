import '@/lib/client/timeSlicedHydration'
import '@/lib/theme/styles.css'
import type { EmotionCache } from '@emotion/cache'
import type { AppProps } from 'next/app'
import Head from 'next/head'
import { appWithTranslation } from 'next-i18next/pages'
import { i18nConfig } from '@/lib/i18n/config'
// Its @font-face rules and preload links come with the import (next/font).
import '@/lib/theme/siteFont'
import { ServerStyleCacheContext } from '@/lib/theme/serverStyleCache'

// Public pages take their styles from the build-time stylesheet: no styling runtime here.
// Chakra's runtime comes with the overlays that need it (components/overlays) and with the
// admin console's own shell (components/admin/shell/AdminApp.tsx), which reads the server
// render's Emotion cache from the context below. TanStack Query is provided where it is used
// (components/query/QueryProvider.tsx), so pages without client-side data leave it out.
function App({ Component, pageProps, emotionCache }: AppProps & { emotionCache?: EmotionCache }) {
  return (
    <ServerStyleCacheContext.Provider value={emotionCache}>
      <Head>
        {/* The spec fixes the viewport scale at a maximum of 1. */}
        <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1" />
      </Head>
      <Component {...pageProps} />
    </ServerStyleCacheContext.Provider>
  )
}

export default appWithTranslation(App, i18nConfig)
