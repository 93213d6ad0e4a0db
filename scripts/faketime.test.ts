/** @jest-environment node */
import { FAKETIME_PATH, faketimeWrapper } from './faketime.mjs'

describe('faketimeWrapper', () => {
  const realNow = Date.parse('2026-11-27T16:44:15.400Z')

  it('moves the clock by a whole number of seconds, forward with a plus sign', () => {
    const at = Date.parse('2031-11-27T05:00:00Z')
    expect(faketimeWrapper(at, realNow)).toEqual([
      FAKETIME_PATH,
      '-f',
      `+${Math.round((at - realNow) / 1000)}`,
    ])
    expect(faketimeWrapper(realNow + 1_600, realNow)).toEqual([FAKETIME_PATH, '-f', '+2'])
  })

  it('and back with a minus sign', () => {
    expect(faketimeWrapper(Date.parse('2026-11-21T05:00:00Z'), realNow)).toEqual([
      FAKETIME_PATH,
      '-f',
      '-560655',
    ])
  })
})
