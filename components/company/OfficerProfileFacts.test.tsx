import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRouter } from 'next/router'
import type { Person } from '@/lib/company/company'
import type { OfficerProfile } from '@/lib/company/officerProfile'
import type { Lang } from '@/lib/i18n/lang'
import { mockRouter } from '@/lib/testing/mockRouter'
import { renderWithProviders } from '@/lib/testing/render'
import { PeopleGrid } from './PeopleGrid'

jest.mock('next/router', () => ({ useRouter: jest.fn() }))

// What lib/company/officerProfile.ts gives a Thai and an English page for the audit committee's
// chair (labels already formatted there).
const officer: Record<Lang, OfficerProfile> = {
  th: {
    isDirector: true,
    age: 58,
    firstAppointedOnLabel: '25 เมษายน 2562',
    education: [{ key: 'a', degree: 'ปริญญาโท บัญชีมหาบัณฑิต', institution: 'มหาวิทยาลัยธรรมศาสตร์' }],
    training: [{ key: 'b', course: 'Audit Committee Program (ACP)', yearLabel: '2554' }],
    shareholding: null,
    shareholdingAsOfLabel: '30 ธันวาคม 2568',
    listedCompanyPositions: [
      {
        key: 'c',
        position: 'กรรมการอิสระ',
        company: 'บริษัท อีสเทิร์น กัลฟ์ เอ็นเนอร์ยี จำกัด (มหาชน)',
      },
    ],
    otherPositions: [],
    committees: [{ key: 'd', committee: 'คณะกรรมการตรวจสอบ', role: 'chair' }],
    familyRelationship: 'ไม่มี',
  },
  en: {
    isDirector: true,
    age: 58,
    firstAppointedOnLabel: 'April 25, 2019',
    education: [{ key: 'a', degree: 'Master of Accountancy', institution: 'Thammasat University' }],
    training: [{ key: 'b', course: 'Audit Committee Program (ACP)', yearLabel: '2011' }],
    shareholding: { percentageLabel: '0.0150', sharesLabel: '1,200,000' },
    shareholdingAsOfLabel: 'December 30, 2025',
    listedCompanyPositions: [],
    otherPositions: [
      { key: 'e', position: 'Committee Member', company: 'Federation of Accounting Professions' },
    ],
    committees: [{ key: 'd', committee: 'Audit Committee', role: 'member' }],
    familyRelationship: 'None',
  },
}

const director = (lang: Lang): Person => ({
  _id: 'person-wanna-chaiprasit',
  slug: 'wanna-chaiprasit',
  roles: ['board'],
  name: 'Ms. Wanna Chaiprasit',
  position: 'Independent Director and Chair of the Audit Committee',
  profile: 'Ms. Wanna is a certified public accountant.',
  appointedOn: '2019-04-25',
  appointedOnLabel: lang === 'th' ? '25 เมษายน 2562' : 'April 25, 2019',
  lineBreaks: { position: [], profile: [] },
  photo: null,
  officer: officer[lang],
})

/** The dialog's facts as term → value pairs. */
async function openFacts(lang: Lang) {
  jest.mocked(useRouter).mockReturnValue(mockRouter(lang, '/about/board-of-director'))
  const user = userEvent.setup()
  renderWithProviders(<PeopleGrid people={[director(lang)]} />, lang)
  await user.click(screen.getByRole('button', { name: /Wanna/ }))
  const dialog = await screen.findByRole('dialog', { name: 'Ms. Wanna Chaiprasit' })
  const facts = within(dialog).getByTestId('officer-profile')
  const terms = within(facts).getAllByRole('term')
  return Object.fromEntries(
    // Dates keep their parts on one line (no-break spaces): compared as plain spaces.
    terms.map((term) => [
      term.textContent,
      term.nextElementSibling!.textContent!.replace(/\u00a0/g, ' '),
    ]),
  )
}

describe('the profile dialog of a director', () => {
  it('shows a text-first card: no picture stands in for a photograph', () => {
    jest.mocked(useRouter).mockReturnValue(mockRouter('en', '/about/board-of-director'))
    renderWithProviders(<PeopleGrid people={[director('en')]} />, 'en')
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Ms. Wanna Chaiprasit' })).toBeInTheDocument()
  })

  it('prints the One Report profile in Thai', async () => {
    expect(await openFacts('th')).toEqual({
      อายุ: '58 ปี',
      วันที่ได้รับแต่งตั้งเป็นกรรมการครั้งแรก: '25 เมษายน 2562',
      คุณวุฒิทางการศึกษา: 'ปริญญาโท บัญชีมหาบัณฑิต มหาวิทยาลัยธรรมศาสตร์',
      'การอบรมหลักสูตรกรรมการ (สมาคมส่งเสริมสถาบันกรรมการบริษัทไทย)':
        'Audit Committee Program (ACP) ปี 2554',
      'สัดส่วนการถือหุ้นในบริษัท รวมคู่สมรสและบุตรที่ยังไม่บรรลุนิติภาวะ': 'ไม่มี ณ วันที่ 30 ธันวาคม 2568',
      การดำรงตำแหน่งในบริษัทจดทะเบียนอื่น: 'กรรมการอิสระ บริษัท อีสเทิร์น กัลฟ์ เอ็นเนอร์ยี จำกัด (มหาชน)',
      การดำรงตำแหน่งในกิจการอื่นที่ไม่ใช่บริษัทจดทะเบียน: 'ไม่มี',
      คณะกรรมการชุดย่อย: 'ประธานคณะกรรมการตรวจสอบ',
      ความสัมพันธ์ทางครอบครัวระหว่างกรรมการและผู้บริหาร: 'ไม่มี',
    })
  })

  it('prints the One Report profile in English', async () => {
    expect(await openFacts('en')).toEqual({
      Age: '58 years',
      'First appointed as director': 'April 25, 2019',
      Education: 'Master of Accountancy, Thammasat University',
      'Director training (Thai Institute of Directors)': 'Audit Committee Program (ACP), 2011',
      'Shareholding in the company, including spouse and minor children':
        '0.0150% (1,200,000 shares) as of December 30, 2025',
      'Positions in other listed companies': 'None',
      'Positions in non-listed companies and organisations':
        'Committee Member, Federation of Accounting Professions',
      'Board committees': 'Member, Audit Committee',
      'Family relationship with other directors and executives': 'None',
    })
  })
})
