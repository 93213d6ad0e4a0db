import { BOARD_COMMITTEES, directorCourseName } from '@/cms/schemas/officerFacts'
import { officers } from '@/cms/seed/content/people'
import { expect, test } from './fixtures'

// The audit committee's chair: a director with degrees, IOD courses, other listed companies, a
// committee she chairs and no shares. Expectations from the seed content the dataset is made of.
const director = officers.find((person) => person.slug === 'wanna-chaiprasit')!

const LABELS = {
  th: {
    age: 'อายุ',
    ageValue: /^\d{2} ปี$/,
    firstAppointed: 'วันที่ได้รับแต่งตั้งเป็นกรรมการครั้งแรก',
    education: 'คุณวุฒิทางการศึกษา',
    shareholding: 'สัดส่วนการถือหุ้นในบริษัท รวมคู่สมรสและบุตรที่ยังไม่บรรลุนิติภาวะ',
    noShares: 'ไม่มี',
    committees: 'คณะกรรมการชุดย่อย',
    chair: (committee: string) => `ประธาน${committee}`,
    family: 'ความสัมพันธ์ทางครอบครัวระหว่างกรรมการและผู้บริหาร',
  },
  en: {
    age: 'Age',
    ageValue: /^\d{2} years$/,
    firstAppointed: 'First appointed as director',
    education: 'Education',
    shareholding: 'Shareholding in the company, including spouse and minor children',
    noShares: 'None',
    committees: 'Board committees',
    chair: (committee: string) => `Chair, ${committee}`,
    family: 'Family relationship with other directors and executives',
  },
} as const

for (const lang of ['th', 'en'] as const) {
  test(`the board in ${lang}: text-first cards, and a director's profile as the One Report prints it`, async ({
    page,
  }) => {
    const labels = LABELS[lang]
    await page.goto(`/${lang}/about/board-of-director`)
    // No drawn face stands in for a photograph.
    await expect(page.locator('main li img')).toHaveCount(0)

    const name = director.name[lang]
    await page.getByRole('button', { name: new RegExp(name.replace(/\./g, '\\.')) }).click()
    const dialog = page.getByRole('dialog', { name })
    await expect(dialog).toBeVisible()
    const facts = dialog.getByTestId('officer-profile')
    await expect(facts).toBeVisible()
    const value = (term: string) =>
      facts.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]')

    await expect(value(labels.age)).toHaveText(labels.ageValue)
    await expect(value(labels.firstAppointed)).toContainText(
      lang === 'th'
        ? String(Number(director.firstAppointedOn.slice(0, 4)) + 543)
        : director.firstAppointedOn.slice(0, 4),
    )
    for (const { degree, institution } of director.education) {
      await expect(value(labels.education)).toContainText(degree[lang])
      await expect(value(labels.education)).toContainText(institution[lang])
    }
    for (const { course } of director.directorTraining) {
      await expect(facts).toContainText(directorCourseName(course))
    }
    await expect(value(labels.shareholding)).toContainText(labels.noShares)
    for (const { company } of director.listedCompanyPositions) {
      await expect(facts).toContainText(company[lang])
    }
    await expect(value(labels.committees)).toHaveText(labels.chair(BOARD_COMMITTEES.audit[lang]))
    await expect(value(labels.family)).toHaveText(director.familyRelationship[lang])
  })
}
