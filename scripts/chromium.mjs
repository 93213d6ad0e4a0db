// Debian's Chromium as the browser tests and the bench drive it, in one place.

export const CHROMIUM_PATH = '/usr/bin/chromium'

// No network beyond this machine: without these Chromium keeps trying to reach the internet
// (updates, sync, QUIC probes) and stalls or skews what is measured.
export const OFFLINE_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
