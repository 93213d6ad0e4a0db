/** @jest-environment node */
import {
  ACCEPT_ALL,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_VERSION,
  REJECT_ALL,
  allows,
  consentCookie,
  consentCookieValue,
  createConsent,
  parseConsent,
  readConsent,
  serializeConsent,
} from './consent'

const NOW = new Date('2026-11-05T03:04:05.000Z')
const encode = (value: unknown) => encodeURIComponent(JSON.stringify(value))

describe('createConsent', () => {
  it('records the policy version, the time and the three categories', () => {
    expect(createConsent({ analytics: true, marketing: false }, NOW)).toEqual({
      version: CONSENT_VERSION,
      timestamp: '2026-11-05T03:04:05.000Z',
      categories: { necessary: true, analytics: true, marketing: false },
    })
  })
})

describe('serializeConsent and parseConsent', () => {
  it.each([
    ['accept all', ACCEPT_ALL],
    ['reject all', REJECT_ALL],
    ['analytics only', { analytics: true, marketing: false }],
  ])('read back what they wrote (%s)', (_name, selection) => {
    const choice = createConsent(selection, NOW)
    expect(parseConsent(serializeConsent(choice))).toEqual(choice)
  })

  it('write a value a cookie may hold: no quotes, commas, semicolons or spaces', () => {
    expect(serializeConsent(createConsent(ACCEPT_ALL, NOW))).not.toMatch(/[",; ]/)
  })

  it.each([
    ['nothing', undefined],
    ['an empty value', ''],
    ['text that is not JSON', 'yes'],
    ['broken URL encoding', '%E0%A4%A'],
    ['JSON that is not an object', encode([1, 2])],
    ['null', encode(null)],
    ['no version', encode({ timestamp: NOW.toISOString(), categories: ACCEPT_ALL })],
    ['no timestamp', encode({ version: CONSENT_VERSION, categories: ACCEPT_ALL })],
    [
      'a timestamp that is not a date',
      encode({ version: CONSENT_VERSION, timestamp: 'soon', categories: ACCEPT_ALL }),
    ],
    ['no categories', encode({ version: CONSENT_VERSION, timestamp: NOW.toISOString() })],
    [
      'a category that is not a boolean',
      encode({
        version: CONSENT_VERSION,
        timestamp: NOW.toISOString(),
        categories: { analytics: 'true', marketing: false },
      }),
    ],
  ])('ignore %s', (_name, value) => {
    expect(parseConsent(value)).toBeNull()
  })

  it('ignore a choice made under another policy version, so the visitor is asked again', () => {
    const choice = createConsent(ACCEPT_ALL, NOW)
    const old = serializeConsent({ ...choice, version: CONSENT_VERSION - 1 })
    expect(parseConsent(old)).toBeNull()
    expect(parseConsent(serializeConsent(choice), CONSENT_VERSION + 1)).toBeNull()
  })

  it('keep necessary cookies on whatever the stored value says', () => {
    const value = encode({
      version: CONSENT_VERSION,
      timestamp: NOW.toISOString(),
      categories: { necessary: false, analytics: false, marketing: true, extra: true },
    })
    expect(parseConsent(value)?.categories).toEqual({
      necessary: true,
      analytics: false,
      marketing: true,
    })
  })
})

describe('reading the cookie header', () => {
  const choice = createConsent({ analytics: true, marketing: false }, NOW)
  const header = `NEXT_LOCALE=th; cookie_consent=${serializeConsent(choice)}; other=1`

  it('finds the consent cookie among others', () => {
    expect(consentCookieValue(header)).toBe(serializeConsent(choice))
    expect(readConsent(header)).toEqual(choice)
  })

  it('does not take a cookie whose name only ends the same', () => {
    expect(consentCookieValue(`old_cookie_consent=${serializeConsent(choice)}`)).toBeNull()
    expect(readConsent('')).toBeNull()
  })
})

describe('consentCookie', () => {
  const choice = createConsent(REJECT_ALL, NOW)

  it('keeps the choice for twelve months on the whole site, SameSite=Lax', () => {
    const cookie = consentCookie(choice, { secure: false })
    expect(cookie).toBe(
      `cookie_consent=${serializeConsent(choice)}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax`,
    )
    expect(CONSENT_MAX_AGE_SECONDS).toBe(365 * 24 * 60 * 60)
  })

  it('is Secure on https', () => {
    expect(consentCookie(choice, { secure: true })).toMatch(/; Secure$/)
  })
})

describe('allows', () => {
  it('allows only necessary cookies without a choice', () => {
    expect(allows(null, 'necessary')).toBe(true)
    expect(allows(null, 'analytics')).toBe(false)
    expect(allows(undefined, 'marketing')).toBe(false)
  })

  it('follows the choice for the optional categories', () => {
    const choice = createConsent({ analytics: true, marketing: false }, NOW)
    expect(allows(choice, 'analytics')).toBe(true)
    expect(allows(choice, 'marketing')).toBe(false)
    expect(allows(createConsent(REJECT_ALL, NOW), 'necessary')).toBe(true)
  })
})
