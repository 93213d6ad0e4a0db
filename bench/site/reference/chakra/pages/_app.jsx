// The site's own Chakra runtime system (lib/theme/adminSystem.ts: the site's tokens and recipes),
// provided as the admin console provides it.
import { ChakraProvider } from '@chakra-ui/react'
import { system } from '../../../../../lib/theme/adminSystem'

export default function ChakraReferenceApp({ Component, pageProps }) {
  return (
    <ChakraProvider value={system}>
      <Component {...pageProps} />
    </ChakraProvider>
  )
}
