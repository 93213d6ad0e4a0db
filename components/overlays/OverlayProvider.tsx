import { ChakraProvider } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { overlaySystem } from '@/lib/theme/overlaySystem'

/**
 * Chakra's runtime around one of the public site's overlays. Only overlay modules import it, and
 * they are loaded on first use: a page's first load carries no Chakra or Emotion code.
 */
export function OverlayProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={overlaySystem}>{children}</ChakraProvider>
}
