import '@fontsource-variable/noto-sans-thai/wght.css'
import { ChakraProvider } from '@chakra-ui/react'
import type { AppProps } from 'next/app'
import Head from 'next/head'
import { appWithTranslation } from 'next-i18next/pages'
import { i18nConfig } from '@/lib/i18n/config'
import { system } from '@/lib/theme/system'

// TanStack Query is provided where it is used (components/query/QueryProvider.tsx), not here:
// pages without client-side data then leave it out of their first load.
function App({ Component, pageProps }: AppProps) {
  return (
    <ChakraProvider value={system}>
      <Head>
        {/* The spec fixes the viewport scale at a maximum of 1. */}
        <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1" />
      </Head>
      <Component {...pageProps} />
    </ChakraProvider>
  )
}

export default appWithTranslation(App, i18nConfig)
