import type { NextConfig } from 'next'
import { DIST_DIR } from './lib/build/distDir'
import { i18nConfig } from './lib/i18n/config'

const nextConfig: NextConfig = {
  distDir: DIST_DIR,
  reactStrictMode: true,
  poweredByHeader: false,
  i18n: i18nConfig.i18n,
  // The embedded Studio (/studio) reads its project from these at build time, as `sanity build`
  // does for the standalone Studio.
  env: {
    SANITY_STUDIO_PROJECT_ID: process.env.SANITY_STUDIO_PROJECT_ID ?? '',
    SANITY_STUDIO_DATASET: process.env.SANITY_STUDIO_DATASET ?? '',
    SANITY_STUDIO_SITE_URL: process.env.SANITY_STUDIO_SITE_URL ?? '',
    SANITY_STUDIO_PREVIEW_SECRET: process.env.SANITY_STUDIO_PREVIEW_SECRET ?? '',
  },
  // No `rewrites`: proxy.ts answers /sitemap.xml and /robots.txt (see there why).
  experimental: {
    // Import only the Chakra components a page uses, not the package's barrel.
    optimizePackageImports: ['@chakra-ui/react', 'framer-motion', 'motion-dom'],
  },
}

export default nextConfig
