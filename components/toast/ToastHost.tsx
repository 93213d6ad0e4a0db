import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'
import { onFirstToast } from '@/lib/toast/notify'

/**
 * The toast UI and Ark's toast store, fetched with the first toast (which waits in the store
 * until the UI mounts), or when a visitor reaches for a button that raises one.
 */
export const loadToasts = () => Promise.all([import('./AppToaster'), import('@/lib/toast/toaster')])

const AppToaster = dynamic(() => import('./AppToaster').then((mod) => mod.AppToaster), {
  ssr: false,
})

export function ToastHost() {
  const [isNeeded, setIsNeeded] = useState(false)
  useEffect(() => (isNeeded ? undefined : onFirstToast(() => setIsNeeded(true))), [isNeeded])
  return isNeeded ? <AppToaster /> : null
}
