#!/usr/bin/env node
// Browser tests drive Debian's Chromium (Playwright's own download cannot be fetched here).
// Installs it when missing and running as root; otherwise stops with what to do.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { CHROMIUM_PATH as CHROMIUM } from './chromium.mjs'

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `${CHROMIUM} is missing. Install Debian's chromium package (sudo apt-get install -y chromium) and run the tests again.`,
    )
    process.exit(1)
  }
  console.log(`${CHROMIUM} is missing: installing Debian's chromium package…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env })
  if (!existsSync(CHROMIUM)) {
    console.error(`apt-get finished but ${CHROMIUM} is still missing.`)
    process.exit(1)
  }
}
