import { useEffect, useState } from 'react'

/**
 * False until the page has loaded and the browser is first idle (at most `timeoutMs` after the
 * load): for what the first screen does not need at once, so its code and rendering stay out of
 * the work of loading and hydrating the page.
 */
export function useBrowserIdle(timeoutMs = 2000): boolean {
  const [isIdle, setIsIdle] = useState(false)
  useEffect(() => {
    let idleHandle: number | undefined
    const whenIdle = () => {
      idleHandle = window.requestIdleCallback(() => setIsIdle(true), { timeout: timeoutMs })
    }
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
    return () => {
      window.removeEventListener('load', whenIdle)
      if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle)
    }
  }, [timeoutMs])
  return isIdle
}
