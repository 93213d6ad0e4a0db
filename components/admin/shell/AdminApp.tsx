import { ChakraProvider } from '@chakra-ui/react'
import { CacheProvider } from '@emotion/react'
import { useContext, type ReactNode } from 'react'
import { browserEmotionCache } from '@/lib/theme/emotionCache'
import { ServerStyleCacheContext } from '@/lib/theme/serverStyleCache'
import { system } from '@/lib/theme/adminSystem'

/**
 * The admin console's app shell: Chakra's full runtime, which public pages never load. On the
 * server its rules go to the render's cache, which pages/_document.tsx writes into <head>;
 * the browser's cache adopts them there.
 */
export function AdminApp({ children }: { children: ReactNode }) {
  const serverCache = useContext(ServerStyleCacheContext)
  return (
    <CacheProvider value={serverCache ?? browserEmotionCache()}>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </CacheProvider>
  )
}
