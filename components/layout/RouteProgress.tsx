import dynamic from 'next/dynamic'
import { useRouter } from 'next/router'
import { useEffect, useState } from 'react'
import type { ProgressPhase } from './ProgressBar'

// The bar (framer-motion's `m`) is fetched when the browser is idle, not before first paint.
const loadBar = () => import('./ProgressBar').then((mod) => mod.ProgressBar)
const ProgressBar = dynamic(loadBar, { ssr: false })

/** A thin bar at the top of the window while a route change is under way. */
export function RouteProgress() {
  const router = useRouter()
  const [phase, setPhase] = useState<ProgressPhase>('idle')

  useEffect(() => {
    const idle =
      window.requestIdleCallback?.(() => void loadBar()) ?? window.setTimeout(loadBar, 2000)
    return () =>
      window.cancelIdleCallback ? window.cancelIdleCallback(idle) : window.clearTimeout(idle)
  }, [])

  useEffect(() => {
    const start = (_url: string, { shallow }: { shallow: boolean }) =>
      !shallow && setPhase('loading')
    const end = () => setPhase((current) => (current === 'loading' ? 'done' : current))
    router.events.on('routeChangeStart', start)
    router.events.on('routeChangeComplete', end)
    router.events.on('routeChangeError', end)
    return () => {
      router.events.off('routeChangeStart', start)
      router.events.off('routeChangeComplete', end)
      router.events.off('routeChangeError', end)
    }
  }, [router.events])

  if (phase === 'idle') return null
  return <ProgressBar phase={phase} onDone={() => setPhase('idle')} />
}
