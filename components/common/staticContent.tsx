import { lazy, Suspense, type ComponentType } from 'react'

/**
 * A component drawn only inside StaticHtml, whose code the browser does not download with the
 * page: the server renders it from its module (`serverComponent`, required only where
 * `typeof window === 'undefined'`, so bundlers leave it out of the browser's build), and the
 * browser fetches it (`load`) only when it must render it, after a client-side navigation. While
 * the page hydrates, StaticHtml keeps the server's HTML and renders none of it.
 *
 *   const ProductAbout = staticContent(
 *     typeof window === 'undefined' ? (require('./ProductAbout') as typeof import('./ProductAbout')).ProductAbout : null,
 *     () => import('./ProductAbout').then((module) => module.ProductAbout),
 *   )
 */
export function staticContent<P extends object>(
  serverComponent: ComponentType<P> | null,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  if (serverComponent) return serverComponent
  const Loaded = lazy(async () => ({ default: await load() }))
  return function StaticContent(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    )
  }
}
