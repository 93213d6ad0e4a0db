import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRouter } from 'next/router'
import { CONSENT_COOKIE, createConsent, readConsent, serializeConsent } from '@/lib/consent/consent'
import { mockRouter } from '@/lib/testing/mockRouter'
import { renderWithProviders } from '@/lib/testing/render'
import { notify } from '@/lib/toast/notify'
import { CookieSettingsPanel } from './CookieSettingsPanel'

jest.mock('next/router', () => ({ useRouter: jest.fn() }))
jest.mock('@/lib/toast/notify', () => ({ notify: jest.fn() }))

function clearConsentCookie() {
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`
}

beforeEach(() => {
  clearConsentCookie()
  jest.mocked(notify).mockClear()
})
afterAll(clearConsentCookie)

describe('CookieSettingsPanel', () => {
  it('shows the stored choice with its date, and saves a change with a confirmation', async () => {
    const choice = createConsent(
      { analytics: true, marketing: true },
      new Date('2026-11-05T03:00:00Z'),
    )
    document.cookie = `${CONSENT_COOKIE}=${serializeConsent(choice)}; Path=/`
    jest.mocked(useRouter).mockReturnValue(mockRouter('en', '/cookies'))
    renderWithProviders(<CookieSettingsPanel />, 'en')

    const panel = screen.getByRole('region', { name: 'Your cookie settings' })
    expect(panel).toHaveTextContent('Your current choice was saved on November 5, 2026.')
    expect(screen.getByRole('switch', { name: 'Analytics cookies' })).toBeChecked()
    const marketing = screen.getByRole('switch', { name: 'Marketing cookies' })
    expect(marketing).toBeChecked()

    await userEvent.click(marketing)
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }))
    expect(readConsent(document.cookie)?.categories).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
    })
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'success', title: 'Cookie settings saved' }),
    )
    expect(screen.getByRole('switch', { name: 'Marketing cookies' })).not.toBeChecked()
  })

  it('says only necessary cookies are used before any choice (Thai dates in the Buddhist era)', async () => {
    jest.mocked(useRouter).mockReturnValue(mockRouter('th', '/cookies'))
    renderWithProviders(<CookieSettingsPanel />, 'th')
    expect(screen.getByRole('region', { name: 'การตั้งค่าคุกกี้ของท่าน' })).toHaveTextContent(
      'ท่านยังไม่ได้เลือก ขณะนี้เราใช้เฉพาะคุกกี้ที่จำเป็นเท่านั้น',
    )
    expect(screen.getByRole('switch', { name: 'คุกกี้เพื่อการวิเคราะห์' })).not.toBeChecked()

    await userEvent.click(screen.getByRole('button', { name: 'บันทึกการตั้งค่า' }))
    const saved = readConsent(document.cookie)
    expect(saved?.categories).toEqual({ necessary: true, analytics: false, marketing: false })
    expect(screen.getByTestId('consent-status')).toHaveTextContent(`ท่านบันทึกการตั้งค่าปัจจุบันไว้เมื่อวันที่`)
    expect(screen.getByTestId('consent-status')).toHaveTextContent(/25\d\d/)
  })
})
