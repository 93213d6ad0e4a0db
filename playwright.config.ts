import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import type { TestOptions, WorkerOptions } from './e2e/fixtures'
import { copyBundledDataset } from './e2e/servers/bundledDatasetCopy'
import { FIVE_YEARS_AHEAD } from './lib/testing/clock'
import { CHROMIUM_PATH, OFFLINE_CHROMIUM_FLAGS } from './scripts/chromium.mjs'

// The config is loaded synchronously, so a free port is asked of a child process.
function freePort(): string {
  return execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim()
}

// Free ports on 127.0.0.1 for the site and the creature stand-in, chosen once: workers load this
// file again but inherit the variables.
process.env.E2E_PORT ??= freePort()
process.env.E2E_CREATURE_PORT ??= freePort()

// The servers run on this runner's Node, the one the project brings, not a `node` from the PATH.
const NODE = JSON.stringify(process.execPath)

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`

// The server reads a copy of the bundled dataset, which tests may change (a new tagline, a
// draft) without touching cms/dataset; the binaries are linked, not copied. Made once, like the
// port; e2e/global-teardown.ts removes it.
process.env.E2E_DATASET_DIR ??= copyBundledDataset()

// Enquiries the contact tests send are written to a folder of their own, never the project's
// .data; made once like the dataset copy, removed by e2e/global-teardown.ts.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'e2e-data-'))

export default defineConfig<TestOptions, WorkerOptions>({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: OFFLINE_CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' } },
    // The tests tagged @dated again, every clock they set five years ahead: they must not age
    // (docs/testing.md, "How tests get today").
    {
      name: 'clock-2031',
      grep: /@dated/,
      use: { browserName: 'chromium', clockAt: FIVE_YEARS_AHEAD },
    },
  ],
  globalTeardown: './e2e/global-teardown.ts',
  // The production build (`npm run test:e2e` builds first), served on its own port with the
  // embedded identity provider and core service (scripts/start.mjs, on free ports), and a
  // stand-in for the creature-data service. Playwright starts each in a process group of its
  // own and stops the whole group afterwards (SIGTERM first, so the core service saves).
  webServer: [
    {
      command: `${NODE} e2e/servers/creatureStub.mjs ${process.env.E2E_CREATURE_PORT}`,
      url: `http://127.0.0.1:${process.env.E2E_CREATURE_PORT}/pokemon/pikachu`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: `${NODE} scripts/start.mjs --host 127.0.0.1 --port ${process.env.E2E_PORT} --fresh-ports`,
      url: `${baseURL}/th/home`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: {
        CONTENT_DATASET_DIR: process.env.E2E_DATASET_DIR,
        DATA_DIR: process.env.E2E_DATA_DIR,
        CREATURE_API_URL: `http://127.0.0.1:${process.env.E2E_CREATURE_PORT}`,
        BI_DASHBOARD_URL: 'https://bi.example.test/dashboards/sales',
        // Playwright stands in for one proxy: rate limits key on the last X-Forwarded-For hop,
        // so each test (e2e/fixtures.ts) and each hostile case can be a visitor of its own.
        TRUSTED_PROXY_COUNT: '1',
      },
    },
  ],
})
