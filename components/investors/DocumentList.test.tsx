import { screen } from '@testing-library/react'
import type { InvestorDocument } from '@/lib/investors/investors'
import { renderWithProviders } from '@/lib/testing/render'
import { DocumentList } from './DocumentList'

const report: InvestorDocument = {
  _id: 'one-report-2025',
  title: 'One Report 2025 (Form 56-1)',
  category: 'one-report',
  year: 2025,
  quarter: null,
  publishedAt: '2026-03-18',
  publishedAtLabel: 'Mar 18, 2026',
  file: {
    url: '/api/cms-file/report.pdf',
    size: 21_702,
    sizeLabel: '21.2 kB',
    mimeType: 'application/pdf',
    filename: 'siam-harvest-foods-one-report-2025-en.pdf',
  },
}

describe('DocumentList', () => {
  it("links the file in the page's language with no language note", () => {
    renderWithProviders(<DocumentList documents={[report]} />, 'en')
    const link = screen.getByRole('link', { name: /One Report 2025/ })
    expect(link).toHaveAttribute('href', '/api/cms-file/report.pdf')
    expect(link).not.toHaveAttribute('hreflang')
    expect(screen.getByTestId('investor-document')).toHaveTextContent('PDF·21.2 kB')
    expect(screen.queryByText('Thai version')).not.toBeInTheDocument()
  })

  it('marks a file in the other language: its hreflang, and the row says which', () => {
    renderWithProviders(<DocumentList documents={[{ ...report, fileLang: 'th' }]} />, 'en')
    expect(screen.getByRole('link', { name: /One Report 2025/ })).toHaveAttribute('hreflang', 'th')
    expect(screen.getByText('Thai version')).toBeInTheDocument()
  })

  it('says so in Thai on a Thai page whose file is English', () => {
    renderWithProviders(<DocumentList documents={[{ ...report, fileLang: 'en' }]} />, 'th')
    expect(screen.getByRole('link', { name: /One Report 2025/ })).toHaveAttribute('hreflang', 'en')
    expect(screen.getByText('ฉบับภาษาอังกฤษ')).toBeInTheDocument()
  })
})
