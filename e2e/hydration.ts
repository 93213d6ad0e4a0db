import type { Page } from '@playwright/test'

/**
 * Whether the page has hydrated, or has nothing to hydrate (no page scripts: a feed, a file, an
 * API's answer; or a browser that runs no scripts). A page's scripts start after its first paint
 * (lib/page/pageScriptLoader.ts), often after the `load` event a navigation waits for. Hydrated:
 * React has attached its fiber to the page's outermost element, which it completes after
 * everything it hydrates inside. Asked from outside the page, so that a fake clock
 * (`page.clock`), which stops the page's timers and empties its performance timeline, cannot
 * stop it; false while the page is on its way to another address.
 */
function isHydrated(page: Page): Promise<boolean> {
  return (
    page
      .evaluate(() => {
        if (document.querySelector('script[data-page-script]') === null) return true
        // A browser that runs no scripts parses a <noscript>'s markup as elements.
        const probe = document.createElement('noscript')
        probe.innerHTML = '<i></i>'
        if (probe.firstElementChild !== null) return true
        const shell = document.getElementById('__next')?.firstElementChild
        return !!shell && Object.keys(shell).some((key) => key.startsWith('__reactFiber$'))
      })
      // The page went on to another address while asked.
      .catch(() => false)
  )
}

/** Resolves once the page `isHydrated`, asking every 50 ms; fails after `timeoutMs`. */
export async function waitForHydration(page: Page, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await isHydrated(page))) {
    if (Date.now() > deadline) throw new Error(`${page.url()} did not hydrate in ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
