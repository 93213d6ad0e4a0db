import { act, renderHook } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { CONSENT_COOKIE, CONSENT_VERSION, createConsent, serializeConsent } from './consent'
import { useConsent } from './useConsent'

function clearConsentCookie() {
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`
}

beforeEach(clearConsentCookie)
afterAll(clearConsentCookie)

describe('useConsent', () => {
  it('knows nothing on the server, so the first render matches the HTML', () => {
    let serverState: ReturnType<typeof useConsent> | undefined
    function Probe() {
      serverState = useConsent()
      return null
    }
    renderToString(<Probe />)
    expect(serverState?.isKnown).toBe(false)
    expect(serverState?.choice).toBeNull()
    expect(serverState?.hasConsent('analytics')).toBe(false)
    expect(serverState?.hasConsent('necessary')).toBe(true)
  })

  it('has no choice when there is no cookie: only necessary cookies are allowed', () => {
    const { result } = renderHook(() => useConsent())
    expect(result.current.isKnown).toBe(true)
    expect(result.current.choice).toBeNull()
    expect(result.current.hasConsent('necessary')).toBe(true)
    expect(result.current.hasConsent('analytics')).toBe(false)
    expect(result.current.hasConsent('marketing')).toBe(false)
  })

  it('reads a stored choice', () => {
    const choice = createConsent({ analytics: true, marketing: false })
    document.cookie = `${CONSENT_COOKIE}=${serializeConsent(choice)}; Path=/`
    const { result } = renderHook(() => useConsent())
    expect(result.current.choice).toEqual(choice)
    expect(result.current.hasConsent('analytics')).toBe(true)
    expect(result.current.hasConsent('marketing')).toBe(false)
  })

  it('treats a choice under an older policy version as none', () => {
    const choice = { ...createConsent({ analytics: true, marketing: true }), version: 0 }
    expect(CONSENT_VERSION).toBeGreaterThan(0)
    document.cookie = `${CONSENT_COOKIE}=${serializeConsent(choice)}; Path=/`
    const { result } = renderHook(() => useConsent())
    expect(result.current.choice).toBeNull()
    expect(result.current.hasConsent('marketing')).toBe(false)
  })

  it('saves a choice in the cookie and updates every component that uses it', () => {
    const first = renderHook(() => useConsent())
    const second = renderHook(() => useConsent())
    act(() => {
      first.result.current.saveConsent({ analytics: false, marketing: true })
    })
    expect(second.result.current.choice?.categories).toEqual({
      necessary: true,
      analytics: false,
      marketing: true,
    })
    expect(second.result.current.hasConsent('marketing')).toBe(true)
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=`)
  })
})
