import { expect, test as base } from '@playwright/test'

/**
 * Every browser test fails on a console error, an uncaught exception or a hydration warning
 * in the page, whatever else it checks.
 */
export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = []
      // A page that answers 404 on purpose makes Chromium log the document's status as an error.
      const missingDocuments = new Set<string>()
      page.on('response', (response) => {
        if (response.request().isNavigationRequest() && response.status() === 404) {
          missingDocuments.add(response.url())
        }
      })
      page.on('console', (message) => {
        const text = message.text()
        const isMissingDocument =
          text.startsWith('Failed to load resource') && missingDocuments.has(message.location().url)
        if (isMissingDocument) return
        if (message.type() === 'error' || (message.type() === 'warning' && /hydrat/i.test(text))) {
          problems.push(`${message.type()}: ${text}`)
        }
      })
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
      await use(problems)
      expect(problems, 'browser console errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

export const TOP_MENU_LABELS = {
  en: [
    'HOME',
    'ABOUT US',
    'PRODUCTS',
    'BUSINESS',
    'SUSTAINABILITY',
    'INFORMATION FOR INVESTORS',
    'MEDIA CENTER',
    'CONTACT',
  ],
  th: ['หน้าหลัก', 'เกี่ยวกับเรา', 'ผลิตภัณฑ์', 'ธุรกิจ', 'ความยั่งยืน', 'ข้อมูลสำหรับนักลงทุน', 'ศูนย์ข่าว', 'ติดต่อเรา'],
} as const
