import type { NextConfig } from 'next'
import { i18nConfig } from './lib/i18n/config'

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  i18n: i18nConfig.i18n,
  experimental: {
    // Import only the Chakra components a page uses, not the package's barrel.
    optimizePackageImports: ['@chakra-ui/react', 'framer-motion', 'motion-dom'],
  },
}

export default nextConfig
