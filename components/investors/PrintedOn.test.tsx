import { act, screen } from '@testing-library/react'
import { useRouter } from 'next/router'
import { setClock } from '@/lib/testing/clock'
import { mockRouter } from '@/lib/testing/mockRouter'
import { renderWithProviders } from '@/lib/testing/render'
import { PrintedOn } from './PrintedOn'

jest.mock('next/router', () => ({ useRouter: jest.fn() }))

function renderAt(lang: 'th' | 'en', siteName: string | null = 'Siam Harvest Foods') {
  jest.mocked(useRouter).mockReturnValue(mockRouter(lang, '/investors/dividend'))
  return renderWithProviders(<PrintedOn siteName={siteName} />, lang)
}

describe('PrintedOn', () => {
  it('prints the day in Bangkok from the browser’s clock, in the page’s calendar', () => {
    // 19:30 in UTC is already the next day in Bangkok.
    setClock('2031-11-26T19:30:00Z')
    renderAt('en')
    expect(screen.getByTestId('printed-on')).toHaveTextContent(
      'Siam Harvest Foods · printed on November 27, 2031',
    )
  })

  it('uses Buddhist-era years on Thai pages, and reads the clock again before printing', () => {
    setClock('2031-11-27T12:00:00+07:00')
    renderAt('th', null)
    expect(screen.getByTestId('printed-on')).toHaveTextContent('พิมพ์เมื่อ 27 พฤศจิกายน 2574')
    // A page left open overnight prints the day it is printed on.
    setClock('2031-11-28T09:00:00+07:00')
    act(() => {
      window.dispatchEvent(new Event('beforeprint'))
    })
    expect(screen.getByTestId('printed-on')).toHaveTextContent('พิมพ์เมื่อ 28 พฤศจิกายน 2574')
  })
})
