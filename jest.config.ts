// Unit and component tests (jsdom by default), beside the code they test. Browser tests live
// in e2e/. Jest loads this TypeScript file with Node's own type stripping.
import type { Config } from 'jest'
import nextJest from 'next/jest.js'

const createJestConfig = nextJest({ dir: './' })

// Packages published only as ES modules, which jest must transform: its test modules are
// CommonJS, and it loads an ES module with require() only under --experimental-vm-modules.
const ESM_PACKAGES = [
  '@sanity/image-url',
  '@portabletext/react',
  '@portabletext/toolkit',
  'jose',
  '@sanity/preview-url-secret',
  '@sanity/visual-editing',
  '@sanity/visual-editing-csm',
  // ES modules only since @sanity/client 8 and groq-js 2, with what they import.
  '@sanity/client',
  'get-it',
  'eventsource',
  'eventsource-parser',
  'groq-js',
  'obug',
  // The offices' maps (cms/seed/pictures/officeMap.ts).
  'd3-geo',
  'd3-array',
  'internmap',
  // The news feeds' writer (lib/news/feed.ts).
  'feed',
  // The alert e-mails' renderer (lib/alerts/email), read as its ES module build (moduleNameMapper).
  '@react-email/render',
]

const jestConfig = createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // Its CommonJS build loads react-dom/server with import(), which jest's CommonJS runtime
    // cannot run; the ES module build, transformed like the packages above, turns it into require().
    '^@react-email/render$': '<rootDir>/node_modules/@react-email/render/dist/node/index.mjs',
  },
  testPathIgnorePatterns: ['/node_modules/', '/.next', '/e2e/'],
})

// The suites whose code reads the clock: "today" of the IR calendar (the investors page, the
// .ics files, the home page's next IR date, the printed-on line), the copyright year, consent's
// timestamp, session and signature lifetimes, rate-limit windows. Each sets the clock it needs
// (lib/testing/clock.ts); the second project runs them again with the clock five years ahead,
// so a test that forgot to fails now rather than in 2031 (docs/testing.md).
const DATED_SUITES = [
  'lib/content/today.test.ts',
  'lib/investors/investors.test.ts',
  'lib/investors/irCalendarApi.test.ts',
  'lib/investors/icsCalendar.test.ts',
  'lib/home/getHomePage.test.ts',
  'components/investors/PrintedOn.test.tsx',
  'lib/page/getSiteLayout.test.ts',
  'lib/consent/consent.test.ts',
  'components/consent/CookieSettingsPanel.test.tsx',
  'lib/auth/revocation/memoryRevocationStore.test.ts',
  'lib/auth/revocation/sessionRevocation.test.ts',
  'lib/revalidation/webhook.test.ts',
  'lib/revalidation/usedSignatures.test.ts',
  'shared/rateLimits.test.ts',
  'services/idp/loginThrottle.test.ts',
  'lib/news/feedPublication.test.ts',
]

export default async function config(): Promise<Config> {
  const { watchPathIgnorePatterns, ...resolved } = await jestConfig()
  // next/jest lists its own ignore patterns; ours replace them so the ES-module packages are
  // transformed.
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`,
    '^.+\\.module\\.(css|sass|scss)$',
  ]
  return {
    watchPathIgnorePatterns,
    projects: [
      { ...resolved, displayName: 'unit' },
      {
        ...resolved,
        displayName: 'clock 2031-11-27',
        testMatch: DATED_SUITES.map((suite) => `<rootDir>/${suite}`),
        setupFilesAfterEnv: [
          ...(resolved.setupFilesAfterEnv ?? []),
          '<rootDir>/lib/testing/clockFiveYearsAhead.ts',
        ],
      },
    ],
  }
}
