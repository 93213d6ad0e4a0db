import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRouter } from 'next/router'
import { startAnalytics } from '@/lib/analytics/client'
import { CONSENT_COOKIE, readConsent } from '@/lib/consent/consent'
import { mockRouter } from '@/lib/testing/mockRouter'
import { renderWithProviders } from '@/lib/testing/render'
import { ConsentBannerLoader } from './ConsentBannerLoader'

jest.mock('next/router', () => ({ useRouter: jest.fn() }))
// The analytics client (lib/analytics/client.ts) runs only with the analytics category.
jest.mock('@/lib/analytics/client', () => ({ startAnalytics: jest.fn(), stopAnalytics: jest.fn() }))

function clearConsentCookie() {
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`
}

async function showBanner(lang: 'th' | 'en' = 'en') {
  jest.mocked(useRouter).mockReturnValue(mockRouter(lang, '/home'))
  renderWithProviders(<ConsentBannerLoader />, lang)
  return screen.findByRole('region', {
    name: lang === 'en' ? 'Cookies on this website' : 'เว็บไซต์นี้ใช้คุกกี้',
  })
}

const stored = () => readConsent(document.cookie)?.categories

// jsdom has no layout, so no ResizeObserver: the banner's room at the page's end is not tested here.
beforeAll(() => {
  global.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})
beforeEach(() => {
  clearConsentCookie()
  jest.mocked(startAnalytics).mockClear()
})
afterAll(clearConsentCookie)

describe('ConsentBanner', () => {
  it('asks on a first visit, with links to the cookie policy and the privacy notice', async () => {
    const banner = await showBanner()
    expect(banner).toHaveTextContent('strictly necessary cookies')
    expect(screen.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/cookies')
    expect(screen.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute(
      'href',
      '/privacy-notice',
    )
    expect(screen.getByRole('button', { name: 'Accept all' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Reject all' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Choose cookies' })).toBeVisible()
    expect(screen.queryByRole('switch')).toBeNull()
  })

  it('Accept all stores every category and goes away', async () => {
    const banner = await showBanner()
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }))
    expect(stored()).toEqual({ necessary: true, analytics: true, marketing: true })
    await waitFor(() => expect(banner).not.toBeInTheDocument())
    await waitFor(() => expect(startAnalytics).toHaveBeenCalled())
  })

  it('Reject all stores only the necessary cookies and goes away', async () => {
    const banner = await showBanner()
    await userEvent.click(screen.getByRole('button', { name: 'Reject all' }))
    expect(stored()).toEqual({ necessary: true, analytics: false, marketing: false })
    await waitFor(() => expect(banner).not.toBeInTheDocument())
    expect(startAnalytics).not.toHaveBeenCalled()
  })

  it('Choose shows a switch per category, off until switched on, and saves them', async () => {
    const banner = await showBanner()
    await userEvent.click(screen.getByRole('button', { name: 'Choose cookies' }))
    expect(screen.getByRole('heading', { name: 'Choose the cookies you allow' })).toHaveFocus()

    const necessary = screen.getByRole('switch', { name: 'Strictly necessary cookies' })
    const analytics = screen.getByRole('switch', { name: 'Analytics cookies' })
    const marketing = screen.getByRole('switch', { name: 'Marketing cookies' })
    expect(necessary).toBeChecked()
    expect(necessary).toBeDisabled()
    expect(analytics).not.toBeChecked()
    expect(marketing).not.toBeChecked()
    expect(analytics).toHaveAccessibleDescription(/how many people visit/)

    await userEvent.click(analytics)
    expect(analytics).toBeChecked()
    expect(stored()).toBeUndefined()
    await userEvent.click(screen.getByRole('button', { name: 'Save my choices' }))
    expect(stored()).toEqual({ necessary: true, analytics: true, marketing: false })
    await waitFor(() => expect(banner).not.toBeInTheDocument())
  })

  it('stays away once a choice is stored', async () => {
    await showBanner()
    await userEvent.click(screen.getByRole('button', { name: 'Reject all' }))
    document.body.innerHTML = ''
    jest.mocked(useRouter).mockReturnValue(mockRouter('en', '/home'))
    renderWithProviders(<ConsentBannerLoader />, 'en')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('region')).toBeNull()
  })

  it('speaks Thai on Thai pages', async () => {
    await showBanner('th')
    expect(screen.getByRole('button', { name: 'ยอมรับทั้งหมด' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'ปฏิเสธทั้งหมด' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'นโยบายคุกกี้' })).toHaveAttribute('href', '/cookies')
  })
})
