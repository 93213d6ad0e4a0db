import '@fontsource-variable/noto-sans-thai/wght.css'
import { ChakraProvider } from '@chakra-ui/react'
import type { EmotionCache } from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import type { AppProps } from 'next/app'
import Head from 'next/head'
import { appWithTranslation } from 'next-i18next/pages'
import { i18nConfig } from '@/lib/i18n/config'
import { browserEmotionCache } from '@/lib/theme/emotionCache'
import { system } from '@/lib/theme/system'

// TanStack Query is provided where it is used (components/query/QueryProvider.tsx), not here:
// pages without client-side data then leave it out of their first load.
// The server's render passes its own cache (pages/_document.tsx); the browser uses one for all.
function App({ Component, pageProps, emotionCache }: AppProps & { emotionCache?: EmotionCache }) {
  return (
    <CacheProvider value={emotionCache ?? browserEmotionCache()}>
      <ChakraProvider value={system}>
        <Head>
          {/* The spec fixes the viewport scale at a maximum of 1. */}
          <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1" />
        </Head>
        <Component {...pageProps} />
      </ChakraProvider>
    </CacheProvider>
  )
}

export default appWithTranslation(App, i18nConfig)
