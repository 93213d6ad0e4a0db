import { screen, within } from '@testing-library/react'
import type { Lang } from '@/lib/i18n/lang'
import type { PressKit, PressKitFile } from '@/lib/pressKit/types'
import { renderWithProviders } from '@/lib/testing/render'
import { PressKitSection } from './PressKitSection'

function file(lang: Lang, overrides: Partial<PressKitFile>): PressKitFile {
  return {
    name: 'company-logo-dark.png',
    title:
      lang === 'th'
        ? 'โลโก้สยามฮาร์เวสต์ ฟู้ดส์ บนพื้นสีเข้ม'
        : 'Siam Harvest Foods logo on a dark background',
    format: 'PNG',
    mimeType: 'image/png',
    width: 2000,
    height: 2000,
    bytes: 63_842,
    sizeLabel: lang === 'th' ? '62.3 กิโลไบต์' : '62.3 kB',
    credit: '© Siam Harvest Foods',
    licence: lang === 'th' ? 'เครื่องหมายการค้า' : 'Trademark',
    licenceUrl: null,
    href: `/api/press-kit/company-logo-dark.png?lang=${lang}`,
    ...overrides,
  }
}

function kitOf(lang: Lang): PressKit {
  return {
    lang,
    revision: 'abc',
    company: lang === 'th' ? 'สยามฮาร์เวสต์ ฟู้ดส์' : 'Siam Harvest Foods',
    downloadPrefix: 'shf-',
    sections: [
      { key: 'logos', files: [file(lang, {})] },
      {
        key: 'factSheet',
        files: [
          file(lang, {
            name: `fact-sheet-${lang}.pdf`,
            title: lang === 'th' ? 'เอกสารข้อมูลบริษัท' : 'Fact sheet',
            format: 'PDF',
            mimeType: 'application/pdf',
            width: null,
            height: null,
            sizeLabel: '23.1 kB',
            href: `/api/press-kit/fact-sheet-${lang}.pdf?lang=${lang}`,
          }),
        ],
      },
      {
        key: 'products',
        files: [
          file(lang, {
            name: 'product-bbq-pork-buns.webp',
            title: 'BBQ Pork Buns',
            format: 'WEBP',
            width: 744,
            height: 744,
            sizeLabel: '17.7 kB',
            credit: 'Fluent Emoji (flat) © Microsoft, MIT',
            licence: 'MIT License',
            licenceUrl: 'https://opensource.org/license/mit',
            href: `/api/press-kit/product-bbq-pork-buns.webp?lang=${lang}`,
          }),
        ],
      },
    ],
    zip: {
      name: 'Press kit',
      href: `/api/press-kit/press-kit-${lang}.zip?lang=${lang}`,
      bytes: 4_175_417,
      sizeLabel: lang === 'th' ? '4 เมกะไบต์' : '4 MB',
    },
  }
}

describe('PressKitSection', () => {
  it('lists each file with its format, pixels, size, credit and licence, in English', () => {
    renderWithProviders(<PressKitSection kit={kitOf('en')} />, 'en')
    expect(screen.getByRole('heading', { level: 2, name: 'Press kit' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Logos' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Fact sheet' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Product pictures' })).toBeInTheDocument()
    const zip = screen.getByRole('link', { name: 'Download everything (ZIP, 4 MB)' })
    expect(zip).toHaveAttribute('href', '/api/press-kit/press-kit-en.zip?lang=en')
    expect(zip).toHaveAttribute('download')

    const logo = screen
      .getByText('Siam Harvest Foods logo on a dark background', { selector: 'p' })
      .closest('li')!
    expect(logo).toHaveTextContent('PNG·2000 × 2000 px·62.3 kB')
    expect(logo).toHaveTextContent('Credit: © Siam Harvest Foods·Licence: Trademark')
    const download = within(logo).getByRole('link', {
      name: /^Download\s+Siam Harvest Foods logo on a dark background$/,
    })
    expect(download).toHaveAttribute('href', '/api/press-kit/company-logo-dark.png?lang=en')
    expect(download).toHaveAccessibleDescription('PNG 2000 × 2000 px 62.3 kB')
  })

  it('gives a document no pixel size, and links a licence that has a text', () => {
    renderWithProviders(<PressKitSection kit={kitOf('en')} />, 'en')
    const sheet = screen.getByText('Fact sheet', { selector: 'p' }).closest('li')!
    expect(sheet).toHaveTextContent('PDF·23.1 kB')
    expect(sheet).not.toHaveTextContent('px')
    const product = screen.getByText('BBQ Pork Buns', { selector: 'p' }).closest('li')!
    expect(within(product).getByRole('link', { name: 'MIT License' })).toHaveAttribute(
      'href',
      'https://opensource.org/license/mit',
    )
  })

  it('speaks Thai on a Thai page', () => {
    renderWithProviders(<PressKitSection kit={kitOf('th')} />, 'th')
    expect(
      screen.getByRole('heading', { level: 2, name: 'ชุดข้อมูลสำหรับสื่อมวลชน' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'ภาพสินค้า' })).toBeInTheDocument()
    expect(screen.getByText(/สื่อมวลชนนำไปใช้ในการนำเสนอข่าวของสยามฮาร์เวสต์ ฟู้ดส์/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'ดาวน์โหลดทั้งหมด (ZIP, 4 เมกะไบต์)' })).toHaveAttribute(
      'href',
      '/api/press-kit/press-kit-th.zip?lang=th',
    )
    const logo = screen.getByText('โลโก้สยามฮาร์เวสต์ ฟู้ดส์ บนพื้นสีเข้ม', { selector: 'p' }).closest('li')!
    expect(logo).toHaveTextContent('PNG·2000 × 2000 พิกเซล·62.3 กิโลไบต์')
    expect(logo).toHaveTextContent('เครดิต: © Siam Harvest Foods·สัญญาอนุญาต: เครื่องหมายการค้า')
    expect(within(logo).getByRole('link', { name: /^ดาวน์โหลด/ })).toHaveAttribute(
      'href',
      '/api/press-kit/company-logo-dark.png?lang=th',
    )
  })
})
