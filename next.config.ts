// TypeScript, as Next 16 reads it: the config imports the typed env, security headers and i18n setup.
import type { NextConfig } from 'next'
import path from 'node:path'
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_SERVER } from 'next/constants'
import { studioProjectId } from './cms/env'
import { DIST_DIR } from './lib/build/distDir'
import i18nConfig from './next-i18next.config.js'
import { documentInlineScriptHashes } from './lib/security/documentInlineScripts'
import { headerRoutes } from './lib/security/securityHeaders'

const nextConfig: NextConfig = {
  distDir: DIST_DIR,
  reactStrictMode: true,
  poweredByHeader: false,
  // Next hashes the whole HTML in JavaScript on every request to make an ETag: 40 % of a cached
  // ISR page's server time (256 → 435 requests/s for /th/home without it). Pages are kept by
  // shared caches for their s-maxage and re-rendered on publish; a browser re-fetching ~35 KB of
  // gzip HTML instead of a 304 is the smaller cost. Static files keep their immutable caching.
  generateEtags: false,
  i18n: i18nConfig.i18n,
  // The embedded Studio (/studio) reads its project from these at build time, as `sanity build`
  // does for the standalone Studio.
  env: {
    SANITY_STUDIO_PROJECT_ID: process.env.SANITY_STUDIO_PROJECT_ID ?? '',
    SANITY_STUDIO_DATASET: process.env.SANITY_STUDIO_DATASET ?? '',
    SANITY_STUDIO_SITE_URL: process.env.SANITY_STUDIO_SITE_URL ?? '',
    SANITY_STUDIO_PREVIEW_SECRET: process.env.SANITY_STUDIO_PREVIEW_SECRET ?? '',
  },
  // No `rewrites`: any rewrite makes Next's router re-render every static page once after
  // hydration. /sitemap.xml and /robots.txt are pages (pages/sitemap.xml.ts, pages/robots.txt.ts).
  // Bundled, not loaded from node_modules at run time: Chakra's bundled styled-system and the
  // app's CacheProvider (pages/_app.tsx) must share one Emotion context, or the server render
  // never sees the document's cache.
  transpilePackages: ['@emotion/react', '@emotion/cache'],
  // Loaded from node_modules at run time: one copy of the Redis client per process whichever route
  // uses it, and its optional OpenTelemetry require stays a plain require. pdfkit reads its font
  // metrics from files beside its code (the press kit's fact sheet), yazl writes the kit's ZIP.
  serverExternalPackages: ['@redis/client', 'pdfkit', 'yazl'],
  turbopack: {
    // Production builds replace Panda's css(), pattern and recipe calls by the class names they
    // return (lib/build/pandaStaticCalls.cjs): the browser then downloads and runs none of
    // Panda's runtime, and modules do no style work when they load. `next dev` keeps the calls.
    rules: Object.fromEntries(
      ['*.ts', '*.tsx'].map((glob) => [
        glob,
        {
          condition: {
            all: ['production', { not: 'foreign' }, { content: /@\/styled-system\// }],
          },
          loaders: ['./lib/build/pandaStaticLoader.cjs'],
          as: glob,
        },
      ]),
    ),
  },
  experimental: {
    // Import only the Chakra components a page uses, not the package's barrel.
    optimizePackageImports: ['@chakra-ui/react', 'framer-motion', 'motion-dom'],
    // One Turbopack runtime for every page instead of one per route (3 KiB gzip less on each
    // page). Next loads a page through an inline bootstrap <script>, different for each page;
    // the site's document writes its chunk groups as data for the one fixed page-script loader
    // instead (lib/page/pageScriptLoader.ts), which the policy allows by hash.
    turbopackSharedRuntime: true,
  },
}

// Security headers on every response (lib/security): fixed at build time, so `next dev`
// (React Refresh needs eval) gets its own, and no production build ever allows eval.
export default function config(phase: string): NextConfig {
  const isDevelopment = phase === PHASE_DEVELOPMENT_SERVER
  return {
    ...nextConfig,
    ...sharedPageCacheConfig(phase),
    async headers() {
      const inlineScriptHashes = await documentInlineScriptHashes()
      return headerRoutes({ isDevelopment, studioProjectId, inlineScriptHashes })
    },
  }
}

/**
 * The production server keeps rendered pages through the site's cache handler
 * (lib/cache/nextCacheHandler.ts): what is kept (no 404s, a bounded set of list selections) and,
 * with REDIS_URL, in Redis, so every instance serves what any of them rendered. Only the server
 * loads it: the site's server runs under tsx, which loads the TypeScript handler; `next build`
 * writes the built pages to disk as always, and the handler serves them until one is rendered again.
 */
function sharedPageCacheConfig(phase: string): Pick<NextConfig, 'cacheHandler'> {
  if (phase !== PHASE_PRODUCTION_SERVER) return {}
  return { cacheHandler: path.join(__dirname, 'lib', 'cache', 'nextCacheHandler.ts') }
}
