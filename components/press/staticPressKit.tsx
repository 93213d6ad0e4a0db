/* eslint-disable @typescript-eslint/no-require-imports -- the server's copy (staticContent) */
import { staticContent } from '@/components/common/staticContent'

// Download links only: like the press room's other blocks, kept as the server's HTML.
export const StaticPressKitSection = staticContent(
  typeof window === 'undefined'
    ? (require('./PressKitSection') as typeof import('./PressKitSection')).PressKitSection
    : null,
  () => import('./PressKitSection').then((module) => module.PressKitSection),
)
