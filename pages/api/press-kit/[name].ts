import { pressKitStore } from '@/lib/pressKit/loadPressKit'
import { createPressKitRoute } from '@/lib/pressKit/pressKitRoute'

/** One file of the press kit, or all of it as a ZIP (lib/pressKit/pressKitRoute.ts). */
export default createPressKitRoute(pressKitStore)
