import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'
import { onFirstToast } from '@/lib/toast/notify'

// The toast UI is fetched with the first toast; the toast waits in the store until it mounts.
const AppToaster = dynamic(() => import('./AppToaster').then((mod) => mod.AppToaster), {
  ssr: false,
})

export function ToastHost() {
  const [isNeeded, setIsNeeded] = useState(false)
  useEffect(() => (isNeeded ? undefined : onFirstToast(() => setIsNeeded(true))), [isNeeded])
  return isNeeded ? <AppToaster /> : null
}
