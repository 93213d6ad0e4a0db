import dynamic from 'next/dynamic'
import { useRouter } from 'next/router'
import { useEffect, useState } from 'react'
import type { ProgressPhase } from './ProgressBar'

// The bar (framer-motion's `m`) is fetched at the visitor's first pointer or key press, before
// any navigation it could show. Not on load, nor when idle: evaluating it was a long task inside
// the page's time to interactive (Lighthouse counted it in Total Blocking Time).
const loadBar = () => import('./ProgressBar').then((mod) => mod.ProgressBar)
const ProgressBar = dynamic(loadBar, { ssr: false })
const INTENT_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const

/** A thin bar at the top of the window while a route change is under way. */
export function RouteProgress() {
  const router = useRouter()
  const [phase, setPhase] = useState<ProgressPhase>('idle')

  useEffect(() => {
    const load = () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, load, true)
      void loadBar()
    }
    for (const type of INTENT_EVENTS) {
      window.addEventListener(type, load, { capture: true, passive: true, once: true })
    }
    return () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, load, true)
    }
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
