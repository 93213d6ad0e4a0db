// The site's own Chakra system (lib/theme/system.ts), provided as the site provides it.
import { ChakraProvider } from '@chakra-ui/react'
import { system } from '../../../../../lib/theme/system'

export default function ChakraReferenceApp({ Component, pageProps }) {
  return (
    <ChakraProvider value={system}>
      <Component {...pageProps} />
    </ChakraProvider>
  )
}
