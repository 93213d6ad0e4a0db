// Unit and component tests (jsdom by default), beside the code they test. Browser tests live
// in e2e/.
// Not jest.config.ts: on Node 20 jest loads a TS config only through ts-node or esbuild-register, neither installed.
const nextJest = require('next/jest')

const createJestConfig = nextJest({ dir: './' })

// Packages published only as ES modules, which jest (CommonJS on Node 20) must transform.
const ESM_PACKAGES = ['@sanity/image-url', '@portabletext/react', '@portabletext/toolkit', 'jose']

const jestConfig = createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/.next', '/e2e/'],
})

module.exports = async () => {
  const config = await jestConfig()
  config.transformIgnorePatterns = [
    `/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`,
    '^.+\\.module\\.(css|sass|scss)$',
  ]
  return config
}
