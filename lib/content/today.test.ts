/** @jest-environment node */
import { setClock } from '@/lib/testing/clock'
import { todayInBangkok } from './today'

describe('todayInBangkok', () => {
  it('is the day in Bangkok (UTC+7), whatever the machine’s time zone', () => {
    expect(todayInBangkok(new Date('2026-11-21T16:59:59Z'))).toBe('2026-11-21')
    expect(todayInBangkok(new Date('2026-11-21T17:00:00Z'))).toBe('2026-11-22')
    expect(todayInBangkok(new Date('2031-12-31T17:00:00Z'))).toBe('2032-01-01')
  })

  it('reads the clock when given no date', () => {
    setClock('2031-11-27T12:00:00+07:00')
    expect(todayInBangkok()).toBe('2031-11-27')
  })
})
