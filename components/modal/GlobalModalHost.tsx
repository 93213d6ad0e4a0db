import dynamic from 'next/dynamic'
import { useRouter } from 'next/router'
import { useEffect, useState } from 'react'
import { modalStore } from '@/lib/modal/modalStore'
import { useModal } from '@/lib/modal/useModal'

/** The dialog's code (Chakra Dialog, focus trap), fetched the first time a modal opens. */
export const loadGlobalModal = () => import('./GlobalModal')

const GlobalModal = dynamic(() => loadGlobalModal().then((mod) => mod.GlobalModal), {
  ssr: false,
})

/** Mounts the global modal once it is first needed, and closes it on every route change. */
export function GlobalModalHost() {
  const { isOpen } = useModal()
  const router = useRouter()
  const [isNeeded, setIsNeeded] = useState(false)

  // Derived during render (React's pattern for state that follows props), not in an effect.
  if (isOpen && !isNeeded) setIsNeeded(true)

  useEffect(() => {
    router.events.on('routeChangeStart', modalStore.close)
    router.events.on('hashChangeStart', modalStore.close)
    return () => {
      router.events.off('routeChangeStart', modalStore.close)
      router.events.off('hashChangeStart', modalStore.close)
    }
  }, [router.events])

  return isNeeded ? <GlobalModal /> : null
}
