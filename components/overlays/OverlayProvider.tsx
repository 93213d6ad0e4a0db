import { ChakraProvider, type SystemContext } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { overlaySystem } from '@/lib/theme/overlaySystem'

/**
 * The runtime system as the provider gets it: with no global styles of its own. Its token
 * variables (same names, same values) and keyframes are in the page's build-time stylesheet
 * already; declared again on the root, they made the browser recompute the style of the whole
 * page while the first overlay opened.
 */
const overlayRuntime: SystemContext = { ...overlaySystem, _global: [] }

/**
 * Chakra's runtime around one of the public site's overlays. Only overlay modules import it, and
 * they are loaded on first use: a page's first load carries no Chakra or Emotion code.
 */
export function OverlayProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={overlayRuntime}>{children}</ChakraProvider>
}
