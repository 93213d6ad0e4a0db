#!/usr/bin/env node
// Browser tests drive Debian's Chromium (Playwright's own download cannot be fetched here).
import { CHROMIUM_PATH } from './chromium.mjs'
import { ensureDebianPackage } from './ensureDebianPackage.mjs'

ensureDebianPackage({ debianPackage: 'chromium', executable: CHROMIUM_PATH })
