import type { EmotionCache } from '@emotion/cache'
import { createContext } from 'react'

/**
 * The server render's Emotion cache (pages/_document.tsx), handed to the admin console's
 * Chakra runtime (components/admin/shell/AdminApp.tsx) so its rules can be written in <head>.
 * A context of its own, typed only: the public `_app` passes it on without loading Emotion.
 */
export const ServerStyleCacheContext = createContext<EmotionCache | undefined>(undefined)
