import { startTransition } from 'react'
import ReactDOMClient from 'react-dom/client'

type HydrateRoot = typeof ReactDOMClient.hydrateRoot

/**
 * Hydrates the page as a transition, as Next's App Router and Remix's default entry do; the
 * Pages Router calls `hydrateRoot` outside one. A transition lets React yield to the browser
 * every few milliseconds, so the hydration of a whole page is no longer one task blocking input
 * for hundreds of milliseconds on a phone. Imported by pages/_app.tsx, which Next loads before
 * it hydrates.
 *
 * The page then takes input between slices, before all of its controls are hydrated: a choice
 * made in a native control in that window is taken in on mount
 * (components/forms/useChosenBeforeHydration.ts), not overwritten.
 */
export function hydrateInTransition(client: { hydrateRoot: HydrateRoot }): void {
  const hydrateRoot = client.hydrateRoot
  if ((hydrateRoot as { inTransition?: true }).inTransition) return
  const hydrateRootInTransition: HydrateRoot = (container, children, options) => {
    let root: ReturnType<HydrateRoot> | undefined
    startTransition(() => {
      root = hydrateRoot(container, children, options)
    })
    return root as ReturnType<HydrateRoot>
  }
  client.hydrateRoot = Object.assign(hydrateRootInTransition, { inTransition: true as const })
}

if (typeof window !== 'undefined') hydrateInTransition(ReactDOMClient)
