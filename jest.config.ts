/** @jest-config-loader esbuild-register */
// Unit and component tests (jsdom by default), beside the code they test. Browser tests live
// in e2e/. Jest loads this TypeScript file through esbuild-register (the pragma above): on
// Node 20 it has no TypeScript loader of its own.
import type { Config } from 'jest'
import nextJest from 'next/jest.js'

const createJestConfig = nextJest({ dir: './' })

// Packages published only as ES modules, which jest (CommonJS on Node 20) must transform.
const ESM_PACKAGES = ['@sanity/image-url', '@portabletext/react', '@portabletext/toolkit', 'jose']

const jestConfig = createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/.next', '/e2e/'],
})

export default async function config(): Promise<Config> {
  const resolved = await jestConfig()
  // next/jest lists its own ignore patterns; ours replace them so the ES-module packages are
  // transformed.
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`,
    '^.+\\.module\\.(css|sass|scss)$',
  ]
  return resolved
}
