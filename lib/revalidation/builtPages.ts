import { readFileSync } from 'node:fs'
import path from 'node:path'
import { DIST_DIR } from '@/lib/build/distDir'

interface Route {
  page: string
  regex: string
}

/** The part of Next's `routes-manifest.json` that says which addresses have a page. */
export interface RouteTable {
  staticRoutes?: Route[]
  dynamicRoutes?: Route[]
}

/** Whether a language-free path has a page (API routes and Next's own `/_…` pages aside). */
export type HasPage = (path: string) => boolean

/**
 * Next's own route matching over a build's route table. It is needed because `res.revalidate`
 * of an address without a page "succeeds": Next renders the not-found page for it, which has
 * `getStaticProps`, and reports that as revalidated.
 */
export function pageMatcher(table: RouteTable): HasPage {
  const patterns = [...(table.staticRoutes ?? []), ...(table.dynamicRoutes ?? [])]
    // Next's own page names, not addresses of the table: API routes are the pages under /api/.
    // eslint-disable-next-line no-restricted-syntax
    .filter((route) => !route.page.startsWith('/api/') && !route.page.startsWith('/_'))
    .map((route) => new RegExp(route.regex))
  return (path) => patterns.some((pattern) => pattern.test(path))
}

let built: HasPage | undefined

/**
 * The pages of the running build. Without a route table (the development server keeps none)
 * every path is taken to have a page, and Next has the last word.
 */
export function builtPages(): HasPage {
  if (built === undefined) {
    try {
      const file = path.join(process.cwd(), DIST_DIR, 'routes-manifest.json')
      built = pageMatcher(JSON.parse(readFileSync(/*turbopackIgnore: true*/ file, 'utf8')))
    } catch {
      built = () => true
    }
  }
  return built
}
