/**
 * The clock a test gives the code it tests. Code reads "now" from `Date` (`todayInBangkok`,
 * `createConsent`, `Date.now()` defaults); a test that depends on the day sets it here, so it
 * passes on any day it is run (docs/testing.md, "How tests get today").
 */

/** The day the dated tests are pinned to, at noon in Bangkok (far from either midnight). */
export const PINNED_NOW = '2026-11-21T12:00:00+07:00'

/**
 * Five years after this code was written: `npm test` runs the dated suites again with the
 * clock here (the `clock 2031-11-27` jest project, the `clock-2031` Playwright project).
 */
export const FIVE_YEARS_AHEAD = '2031-11-27T12:00:00+07:00'

/** Timers stay real: awaited I/O, timeouts and testing-library's waits behave as usual. */
const REAL_TIMERS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const

/**
 * Moves `Date` to `at` (an ISO instant) for the rest of the test file (each file starts on the
 * real clock again), or until `jest.useRealTimers()`; it runs on from there at the real pace. A
 * test that also needs to move timers calls `jest.useFakeTimers({ now })` itself instead.
 */
export function setClock(at: string): void {
  jest.useFakeTimers({ now: new Date(at), doNotFake: [...REAL_TIMERS], advanceTimers: true })
}
