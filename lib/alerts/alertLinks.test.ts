/**
 * @jest-environment node
 */
import { alertLinkKey, signAlertLink, verifyAlertLink } from './alertLinks'

const key = alertLinkKey('a session secret of at least thirty-two characters')
const ID = '0f8fad5b-d9cb-469f-a165-70867728950e'
const NOW = Date.parse('2026-12-02T03:00:00Z')

describe('alert links', () => {
  it('checks a confirmation link until its expiry, and not a second after', () => {
    const expiresAt = NOW / 1000 + 48 * 3600
    const token = signAlertLink(key, { purpose: 'confirm', subscriberId: ID, expiresAt })
    expect(verifyAlertLink(key, token, 'confirm', NOW)).toEqual({
      ok: true,
      claims: { purpose: 'confirm', subscriberId: ID, expiresAt },
    })
    expect(verifyAlertLink(key, token, 'confirm', expiresAt * 1000 - 1).ok).toBe(true)
    expect(verifyAlertLink(key, token, 'confirm', expiresAt * 1000)).toEqual({
      ok: false,
      reason: 'expired',
    })
  })

  it('keeps a subscriber link working, for that purpose only', () => {
    const token = signAlertLink(key, { purpose: 'subscriber', subscriberId: ID })
    expect(verifyAlertLink(key, token, 'subscriber', NOW + 10 * 365 * 86_400_000).ok).toBe(true)
    expect(verifyAlertLink(key, token, 'confirm', NOW)).toEqual({ ok: false, reason: 'forged' })
  })

  it('refuses a token signed with another key, or changed by one character', () => {
    const token = signAlertLink(key, { purpose: 'subscriber', subscriberId: ID })
    const otherKey = alertLinkKey('another session secret, also thirty-two characters')
    expect(verifyAlertLink(otherKey, token, 'subscriber', NOW).ok).toBe(false)
    const [version, payload, mac] = token.split('.')
    const otherId = Buffer.from(
      JSON.stringify({ p: 'subscriber', s: ID.replace('0f8f', '1f8f') }),
    ).toString('base64url')
    expect(verifyAlertLink(key, `${version}.${otherId}.${mac}`, 'subscriber', NOW)).toEqual({
      ok: false,
      reason: 'forged',
    })
    const flipped = mac!.startsWith('A') ? `B${mac!.slice(1)}` : `A${mac!.slice(1)}`
    expect(verifyAlertLink(key, `${version}.${payload}.${flipped}`, 'subscriber', NOW)).toEqual({
      ok: false,
      reason: 'forged',
    })
  })

  it.each([undefined, '', 'a1', 'a1.x', 'a1.x.y.z', 'b1.x.y', 'a1.x y.z', 'a'.repeat(400), 42])(
    'calls %p malformed',
    (token) => {
      expect(verifyAlertLink(key, token, 'subscriber', NOW)).toEqual({
        ok: false,
        reason: 'malformed',
      })
    },
  )

  it('derives a key of its own from the session secret', () => {
    expect(alertLinkKey('same secret, thirty-two characters long!')).toEqual(
      alertLinkKey('same secret, thirty-two characters long!'),
    )
    expect(key.toString('hex')).not.toContain(Buffer.from('a session secret').toString('hex'))
  })
})
