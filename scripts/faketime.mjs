// Debian's faketime (libfaketime, LD_PRELOAD) runs a test server with its clock moved: the whole
// process tree reads the moved time, timers keep the real one (e2e/servers/clockedSite.ts).

export const FAKETIME_PATH = '/usr/bin/faketime'

/**
 * The command words that run a program with its clock at `at` (ms since the epoch) now and
 * running on from there, for it and its children alike: a fixed offset from the real clock in
 * whole seconds, so every process of the tree agrees whenever it starts.
 * @param {number} at
 * @param {number} [realNow]
 */
export function faketimeWrapper(at, realNow = Date.now()) {
  const offsetSeconds = Math.round((at - realNow) / 1000)
  return [FAKETIME_PATH, '-f', `${offsetSeconds >= 0 ? '+' : ''}${offsetSeconds}`]
}

/**
 * What else the moved processes need: monotonic clocks (timers, timeouts) and file times stay
 * real, so no timer waits out the offset and a file's time is what the file system says.
 */
export const FAKETIME_ENV = { FAKETIME_DONT_FAKE_MONOTONIC: '1', NO_FAKE_STAT: '1' }
