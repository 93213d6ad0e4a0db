import { expect, test } from './fixtures'
import { expectNoSeriousA11yViolations } from './pageChecks'

test.describe('global modal', () => {
  test('the search button opens SEARCH_VIEW, and a click on the overlay closes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/en/home')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('What are you looking for?')).toBeFocused()
    await page.mouse.click(20, 780)
    await expect(dialog).toHaveCount(0)
  })

  test('Escape closes it and focus returns to the search button', async ({ page }) => {
    await page.goto('/th/home')
    const button = page.getByRole('button', { name: 'ค้นหา', exact: true })
    await button.click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(button).toBeFocused()
  })

  test('keeps focus inside while open', async ({ page }) => {
    await page.goto('/en/home')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    const dialog = page.getByRole('dialog')
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true)
    }
  })

  test('closes on a route change', async ({ page }) => {
    await page.goto('/en/home')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('link', { name: 'Media center' }).click()
    await expect(page).toHaveURL(/\/en\/corporate\/news$/)
    await expect(dialog).toHaveCount(0)
  })

  test('closes when the browser goes back', async ({ page }) => {
    await page.goto('/en/home')
    await page.getByTestId('language-switch').click()
    await expect(page).toHaveURL(/\/th\/home$/)
    await page.getByRole('button', { name: 'ค้นหา', exact: true }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/en\/home$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})

test.describe('toasts', () => {
  test('at most 3 are visible at once, and they hide by themselves', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    // The toaster's 5 s timers run on a clock the test moves on, instead of waiting for them.
    await page.clock.install()
    await page.goto('/en/home')
    // Counted in the page as toasts come and go: the most ever shown at once, and how many.
    await page.evaluate(() => {
      const seen = new Set<Element>()
      const record = { most: 0, shown: 0 }
      Object.assign(window, { toastRecord: record })
      new MutationObserver(() => {
        const toasts = document.querySelectorAll('[data-testid="toast"]')
        toasts.forEach((toast) => seen.add(toast))
        record.most = Math.max(record.most, toasts.length)
        record.shown = seen.size
      }).observe(document.body, { childList: true, subtree: true })
    })
    const toastRecord = () =>
      page.evaluate(() => (window as unknown as { toastRecord: object }).toastRecord)
    const copy = page.getByRole('button', { name: 'Copy link to this page' })
    for (let i = 0; i < 5; i += 1) await copy.click()
    const toasts = page.getByTestId('toast')
    await expect(toasts.first()).toBeVisible()
    await expect(toasts.first()).toContainText('Link copied')
    await expect(toasts).toHaveCount(3)
    // The three shown hide after their 5 s; the two queued behind them then show, and hide too.
    await page.clock.fastForward(5_000)
    await expect.poll(toastRecord).toEqual({ most: 3, shown: 5 })
    await expect(toasts).toHaveCount(2)
    await page.clock.fastForward(5_000)
    await expect(toasts).toHaveCount(0)
    expect(await toastRecord()).toEqual({ most: 3, shown: 5 })
  })

  test('sit at the bottom centre of the window', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/th/home')
    await page.getByRole('button', { name: 'คัดลอกลิงก์หน้านี้' }).click()
    const toast = page.getByTestId('toast')
    await expect(toast).toContainText('คัดลอกลิงก์แล้ว')
    const box = await toast.boundingBox()
    expect(box).not.toBeNull()
    const centre = box!.x + box!.width / 2
    expect(Math.abs(centre - 640)).toBeLessThan(4)
    expect(box!.y + box!.height).toBeGreaterThan(700)
  })

  test("a success toast has the spec's text style", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/th/home')
    await page.getByRole('button', { name: 'คัดลอกลิงก์หน้านี้' }).click()
    const toast = page.getByTestId('toast')
    await expect(toast).toHaveAttribute('data-type', 'success')
    await expect(toast).toHaveCSS('margin-top', '85px')
    const title = toast.getByText('คัดลอกลิงก์แล้ว')
    await expect(title).toHaveCSS('font-size', '16px')
    await expect(title).toHaveCSS('font-weight', '600')
    await expect(title).toHaveCSS('color', 'rgb(23, 97, 46)')
    expect(await title.evaluate((node) => getComputedStyle(node).fontFamily)).toMatch(
      /Noto Sans Thai/,
    )
  })

  for (const { lang, copy, close } of [
    { lang: 'th', copy: 'คัดลอกลิงก์หน้านี้', close: 'ปิดการแจ้งเตือน' },
    { lang: 'en', copy: 'Copy link to this page', close: 'Close notification' },
  ] as const) {
    test(`in ${lang}, a toast raised and closed by keyboard`, async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      await page.goto(`/${lang}/home`)
      await page.getByRole('button', { name: copy }).focus()
      await page.keyboard.press('Enter')
      const toast = page.getByTestId('toast')
      await expect(toast).toBeVisible()
      await expectNoSeriousA11yViolations(page)
      await toast.getByRole('button', { name: close }).focus()
      await page.keyboard.press('Enter')
      await expect(toast).toHaveCount(0)
    })
  }
})
