import { screen } from '@testing-library/react'
import { useRouter } from 'next/router'
import { mockRouter } from '@/lib/testing/mockRouter'
import { renderWithProviders } from '@/lib/testing/render'
import { PreviewBanner } from './PreviewBanner'

jest.mock('next/router', () => ({ useRouter: jest.fn() }))

describe('PreviewBanner', () => {
  it('says the page shows unpublished changes and exits back to the same page', () => {
    jest.mocked(useRouter).mockReturnValue(mockRouter('en', '/about/awards?tab=2'))
    renderWithProviders(<PreviewBanner />, 'en')
    const banner = screen.getByRole('complementary', { name: 'Preview' })
    expect(banner).toHaveTextContent('You are viewing a preview with unpublished changes')
    expect(screen.getByRole('link', { name: 'Exit preview' })).toHaveAttribute(
      'href',
      `/api/exit-preview?path=${encodeURIComponent('/en/about/awards?tab=2')}`,
    )
  })

  it('speaks Thai on Thai pages', () => {
    jest.mocked(useRouter).mockReturnValue(mockRouter('th', '/home'))
    renderWithProviders(<PreviewBanner />, 'th')
    expect(screen.getByRole('link', { name: 'ออกจากโหมดดูตัวอย่าง' })).toHaveAttribute(
      'href',
      `/api/exit-preview?path=${encodeURIComponent('/th/home')}`,
    )
  })
})
