import { execFileSync } from 'node:child_process'
import { defineConfig } from '@playwright/test'

// A free port on 127.0.0.1, chosen once: workers load this file again but inherit the variable.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim()

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`

export default defineConfig({
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
      executablePath: '/usr/bin/chromium',
      // Without the networking flags Chromium keeps trying to reach the internet and stalls.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  // The production build (`npm run test:e2e` builds first), served on its own port. Playwright
  // starts it in a process group of its own and stops the whole group afterwards.
  webServer: {
    command: `node_modules/.bin/next start -H 127.0.0.1 -p ${process.env.E2E_PORT}`,
    url: `${baseURL}/th/home`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
