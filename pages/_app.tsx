import '@fontsource-variable/noto-sans-thai/wght.css'
import { ChakraProvider } from '@chakra-ui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import type { AppProps } from 'next/app'
import Head from 'next/head'
import { appWithTranslation } from 'next-i18next/pages'
import { useState } from 'react'
import { i18nConfig } from '@/lib/i18n/config'
import { createQueryClient } from '@/lib/query/queryClient'
import { system } from '@/lib/theme/system'

function App({ Component, pageProps }: AppProps) {
  const [queryClient] = useState(createQueryClient)
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <Head>
          {/* The spec fixes the viewport scale at a maximum of 1. */}
          <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1" />
        </Head>
        <Component {...pageProps} />
      </QueryClientProvider>
    </ChakraProvider>
  )
}

export default appWithTranslation(App, i18nConfig)
