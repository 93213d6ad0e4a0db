import { expect, test, TOP_MENU_LABELS } from './fixtures'
import { expectNoSeriousA11yViolations } from './pageChecks'
import { fullTitle } from './pageTitles'

const mainMenu = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: /Main menu|เมนูหลัก/ })

test.describe('top menu', () => {
  for (const lang of ['en', 'th'] as const) {
    test(`has the 8 entries in order in ${lang}`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(`/${lang}/home`)
      const entries = mainMenu(page).locator(':scope > ul > li')
      await expect(entries).toHaveCount(8)
      for (const [index, label] of TOP_MENU_LABELS[lang].entries()) {
        await expect(entries.nth(index).getByText(label, { exact: true })).toBeVisible()
      }
    })
  }

  const activeCases = [
    ['/en/home', 'HOME'],
    ['/en/about/awards', 'ABOUT US'],
    ['/en/product-list', 'PRODUCTS'],
    ['/en/products/bbq-pork-buns', 'PRODUCTS'],
    ['/en/investors/dividend', 'INFORMATION FOR INVESTORS'],
    ['/th/contact', 'ติดต่อเรา'],
  ] as const

  test('the active entry is the section of the page shown', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    for (const [path, label] of activeCases) {
      await page.goto(path)
      const current = mainMenu(page).locator('[aria-current="page"]')
      await expect(current, path).toHaveCount(1)
      await expect(current, path).toHaveText(label)
    }
  })

  test('HOME is active only on the exact home path', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/en/home/extra')
    await expect(mainMenu(page).locator('[aria-current="page"]')).toHaveCount(0)
  })
})

test.describe('page title', () => {
  // The menu rule names the section; a page with a name of its own puts it first.
  const titles = [
    ['/en/home', fullTitle('en', 'HOME')],
    ['/th/home', fullTitle('th', 'หน้าหลัก')],
    ['/en/about/awards', fullTitle('en', 'About us', 'Awards and recognition')],
    ['/th/about/awards', fullTitle('th', 'เกี่ยวกับเรา', 'รางวัลแห่งความภาคภูมิใจ')],
    ['/en/about/board-of-director', fullTitle('en', 'Leadership', 'Board of directors')],
    [
      '/th/news/2025-sustainability-report',
      fullTitle('th', 'ศูนย์ข่าว', 'เผยแพร่รายงานความยั่งยืนปี 2568 ลดการปล่อยก๊าซเรือนกระจกได้ร้อยละ 18'),
    ],
    ['/en/unknown', fullTitle('en', 'Page not found')],
    ['/th/unknown', fullTitle('th', 'ไม่พบหน้าที่คุณต้องการ')],
  ] as const
  test('each page is titled by the menu rule, and an unknown one as not found', async ({
    page,
  }) => {
    for (const [path, title] of titles) {
      await page.goto(path)
      await expect(page, path).toHaveTitle(title)
    }
  })

  test('the title follows client-side navigation', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/en/home')
    await page.getByRole('link', { name: 'CONTACT', exact: true }).click()
    await expect(page).toHaveURL(/\/en\/contact$/)
    await expect(page).toHaveTitle(fullTitle('en', 'Contact'))
  })
})

test.describe('language switch', () => {
  test('keeps the page: /en/about/awards ↔ /th/about/awards', async ({ page }) => {
    await page.goto('/en/about/awards')
    const toThai = page.getByTestId('language-switch')
    await expect(toThai).toHaveAttribute('hreflang', 'th')
    await expect(toThai).toHaveAttribute('href', '/th/about/awards')
    await toThai.click()
    await expect(page).toHaveURL(/\/th\/about\/awards$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'th')
    await expect(page).toHaveTitle(fullTitle('th', 'เกี่ยวกับเรา', 'รางวัลแห่งความภาคภูมิใจ'))

    const toEnglish = page.getByTestId('language-switch')
    await expect(toEnglish).toHaveAttribute('hreflang', 'en')
    await toEnglish.click()
    await expect(page).toHaveURL(/\/en\/about\/awards$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('switches the home page and its content', async ({ page }) => {
    await page.goto('/th/home')
    await page.getByTestId('language-switch').click()
    await expect(page).toHaveURL(/\/en\/home$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Siam Harvest Foods')
    await expect(page).toHaveTitle(fullTitle('en', 'HOME'))
  })
})

test.describe('mega-menu', () => {
  test('opens, moves into and closes by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/en/home')
    const trigger = mainMenu(page).getByRole('button', { name: 'ABOUT US' })
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const panel = page.locator('#mega-menu-panel')
    await expect(panel.getByText('About us', { exact: true })).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Board of directors' })).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Learn more about us' })).toHaveAttribute(
      'href',
      '/en/about/business-overview',
    )

    await page.keyboard.press('ArrowDown')
    await expect(panel.getByRole('link').first()).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(panel.getByRole('link').nth(1)).toBeFocused()

    await page.keyboard.press('Escape')
    await expect(panel).toHaveCount(0)
    await expect(trigger).toBeFocused()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })

  test('a link in the panel navigates and closes it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/th/home')
    await mainMenu(page).getByRole('button', { name: 'ข้อมูลสำหรับนักลงทุน' }).click()
    await page.locator('#mega-menu-panel').getByRole('link', { name: 'เงินปันผล' }).click()
    await expect(page).toHaveURL(/\/th\/investors\/dividend$/)
    await expect(page.locator('#mega-menu-panel')).toHaveCount(0)
    await expect(mainMenu(page).locator('[aria-current="page"]')).toHaveText('ข้อมูลสำหรับนักลงทุน')
  })

  test('every entry is one control: a section of one page its link, any other its button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/en/home')
    const entries = mainMenu(page).locator(':scope > ul > li')
    // One link or one button in each entry: no second, chevron-only button beside a link.
    for (const count of await entries.evaluateAll((items) =>
      items.map((item) => item.querySelectorAll('a, button').length),
    )) {
      expect(count).toBe(1)
    }
    for (const [name, href] of [
      ['HOME', '/en/home'],
      ['PRODUCTS', '/en/product-list'],
      ['CONTACT', '/en/contact'],
    ] as const) {
      await expect(mainMenu(page).getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        href,
      )
    }
    // The media centre has two pages since the press room: the news and the press room.
    for (const name of [
      'ABOUT US',
      'BUSINESS',
      'SUSTAINABILITY',
      'INFORMATION FOR INVESTORS',
      'MEDIA CENTER',
    ]) {
      await expect(mainMenu(page).getByRole('button', { name, exact: true })).toHaveAttribute(
        'aria-expanded',
        'false',
      )
    }
    await mainMenu(page).getByRole('button', { name: 'BUSINESS', exact: true }).click()
    await expect(
      page.locator('#mega-menu-panel').getByRole('link', { name: 'All business lines' }),
    ).toBeVisible()
    await page.mouse.click(640, 700)
    await expect(page.locator('#mega-menu-panel')).toHaveCount(0)
  })
})

test.describe('mobile menu', () => {
  test('under 1024 px the menu is behind a button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/en/home')
    await expect(mainMenu(page)).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.locator('#mobile-menu')
    for (const label of ['HOME', 'ABOUT US', 'INFORMATION FOR INVESTORS', 'CONTACT']) {
      await expect(menu.getByText(label, { exact: true })).toBeVisible()
    }
    // A section of one page is a link straight to it, not a submenu of one link.
    await menu.getByRole('link', { name: 'PRODUCTS', exact: true }).click()
    await expect(page).toHaveURL(/\/en\/product-list$/)
    await expect(menu).toHaveCount(0)
  })

  for (const { lang, open, close, title } of [
    { lang: 'th', open: 'เปิดเมนู', close: 'ปิดเมนู', title: 'เมนูหลัก' },
    { lang: 'en', open: 'Open menu', close: 'Close menu', title: 'Main menu' },
  ] as const) {
    test(`in ${lang}, a drawer opened and closed by keyboard, with the focus kept inside`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(`/${lang}/home`)
      const button = page.getByRole('button', { name: open, exact: true })
      await button.focus()
      await page.keyboard.press('Enter')
      const drawer = page.getByRole('dialog', { name: title })
      await expect(drawer).toBeVisible()
      // While the drawer is open the rest of the page is hidden from assistive technology
      // (aria-hidden), the menu button with it: found by its markup, not its role.
      await expect(page.locator('header button[aria-haspopup="dialog"]')).toHaveAttribute(
        'aria-expanded',
        'true',
      )
      await expect(drawer.getByRole('button', { name: close })).toBeVisible()
      for (let i = 0; i < 10; i += 1) {
        await page.keyboard.press('Tab')
        expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true)
      }
      await expectNoSeriousA11yViolations(page)
      await page.keyboard.press('Escape')
      await expect(drawer).toHaveCount(0)
      await expect(button).toBeFocused()
      await expect(button).toHaveAttribute('aria-expanded', 'false')
    })
  }

  test('the drawer closes with its close button and with a click beside it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/en/home')
    const button = page.getByRole('button', { name: 'Open menu' })
    await button.click()
    const drawer = page.getByRole('dialog', { name: 'Main menu' })
    await drawer.getByRole('button', { name: 'Close menu' }).click()
    await expect(drawer).toHaveCount(0)
    await expect(button).toBeFocused()
    await button.click()
    await expect(drawer).toBeVisible()
    await page.mouse.click(5, 400)
    await expect(drawer).toHaveCount(0)
  })
})

test.describe('route progress', () => {
  test('shows a progress bar while a slow page loads', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/en/home')
    // The page's data is held back until the bar has been seen, then let through.
    let releaseData = () => {}
    const dataReleased = new Promise<void>((resolve) => (releaseData = resolve))
    await page.route('**/_next/data/**', async (route) => {
      await dataReleased
      await route.continue()
    })
    await page.getByTestId('language-switch').click()
    await expect(page.getByTestId('route-progress')).toBeVisible()
    releaseData()
    await expect(page).toHaveURL(/\/th\/home$/)
    await expect(page.getByTestId('route-progress')).toHaveCount(0)
  })
})

test.describe('layout', () => {
  // Each page is loaded once and then shown at every width: its styles answer the window's width
  // (media queries), not the width it was loaded at.
  for (const path of ['/th/home', '/en/home', '/en/no-such-page']) {
    test(`no horizontal overflow from 320 to 1536 px on ${path}`, async ({ page }) => {
      await page.goto(path)
      for (const width of [320, 390, 1024, 1280, 1536]) {
        await page.setViewportSize({ width, height: 800 })
        // Measured after the next frame, once layout has followed the new width.
        const overflow = await page.evaluate(
          () =>
            new Promise<number>((resolve) =>
              requestAnimationFrame(() =>
                resolve(
                  document.documentElement.scrollWidth - document.documentElement.clientWidth,
                ),
              ),
            ),
        )
        expect(overflow, `overflow at ${width} px`).toBe(0)
      }
    })
  }
})
