/**
 * @jest-environment node
 */
import type { DatetimeRule } from 'sanity'
import { formatBangkokTime, publicFromRules, publicationSubtitle } from './publicFrom'

const NOW = Date.parse('2026-11-30T03:00:00.000Z')

describe('the "public from" field', () => {
  it('names the moment in Bangkok time, whatever the machine’s zone', () => {
    expect(formatBangkokTime('2026-12-01T10:00:00.000Z')).toBe('1 Dec 2026 17:00 (Bangkok)')
    expect(formatBangkokTime('2026-12-31T17:05:00.000Z')).toBe('1 Jan 2027 00:05 (Bangkok)')
  })

  it('puts "Public from …" under a waiting document in the Studio’s lists, else its usual line', () => {
    expect(publicationSubtitle('2026-12-01T10:00:00.000Z', '2026-12-01', NOW)).toBe(
      'Public from 1 Dec 2026 17:00 (Bangkok)',
    )
    expect(publicationSubtitle('2026-11-01T10:00:00.000Z', 'one-report', NOW)).toBe('one-report')
    expect(publicationSubtitle(undefined, 'one-report', NOW)).toBe('one-report')
  })

  it('refuses a value that is not a date and warns about a moment that has passed', () => {
    type Check = (value: string | undefined) => true | string
    const checks: { check: Check; level: 'error' | 'warning' }[] = []
    const rule = {
      custom(check: Check) {
        const entry = { check, level: 'error' as 'error' | 'warning' }
        checks.push(entry)
        return {
          warning() {
            entry.level = 'warning'
            return this
          },
        }
      },
    } as unknown as DatetimeRule
    publicFromRules(rule, () => NOW)
    const messages = (value: string | undefined) =>
      checks.flatMap(({ check, level }) => {
        const answer = check(value)
        return answer === true ? [] : [{ level, answer }]
      })
    expect(messages(undefined)).toEqual([])
    expect(messages('2026-12-01T10:00:00.000Z')).toEqual([])
    expect(messages('next week')).toEqual([
      { level: 'error', answer: expect.stringMatching(/Not a date and time/) },
    ])
    expect(messages('2026-11-01T10:00:00.000Z')).toEqual([
      { level: 'warning', answer: expect.stringMatching(/has passed/) },
    ])
  })
})
