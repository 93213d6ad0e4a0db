import type { Cookie, Locator, Page } from '@playwright/test'
import { signedInCookies } from './auth'
import { expect, test } from './fixtures'
import { expectNoSeriousA11yViolations } from './pageChecks'

// One admin session for the file: these tests are about the console, not about signing in.
let adminCookies: Cookie[]

test.beforeAll(async ({ browser }, testInfo) => {
  adminCookies = await signedInCookies(browser, testInfo.project.use.baseURL!, 'admin')
})

/** Opens a console page with the file's admin session. */
async function openAsAdmin(page: Page, path: string) {
  await page.context().addCookies(adminCookies)
  await page.goto(path)
  await expect(page).toHaveURL((url) => url.pathname === path)
}

const PLAYGROUND = '/en/admin/playground'
const LAYOUTS = ['Modern', 'Minimal', 'Retro', 'Classic', 'Staff'] as const

const shell = (page: Page) => page.getByTestId('admin-shell')
const backgroundOf = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor)

/** Chooses in the settings drawer as a person does, and closes it with Escape. */
async function choose(page: Page, option: RegExp) {
  const settings = page.getByTestId('admin-settings-button')
  await settings.click()
  const drawer = page.getByRole('dialog', { name: 'Settings' })
  await drawer.getByRole('radio', { name: option }).check()
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(settings).toBeFocused()
}

test.describe('admin console: preferences', () => {
  test('theme and layout apply at once and survive a reload; the public site stays light', async ({
    page,
  }) => {
    await openAsAdmin(page, PLAYGROUND)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Playground')
    await expect(shell(page)).toHaveAttribute('data-layout', 'Modern')
    await expect(shell(page)).toHaveAttribute('data-theme', 'light')
    const light = await backgroundOf(shell(page))

    await choose(page, /^Dark/)
    await expect(shell(page)).toHaveAttribute('data-theme', 'dark')
    await expect(shell(page)).toHaveClass(/\bdark\b/)
    const dark = await backgroundOf(shell(page))
    expect(dark).not.toBe(light)
    // The dark background is dark: each channel well under the middle.
    expect(
      dark
        .match(/\d+/g)
        ?.slice(0, 3)
        .map(Number)
        .every((channel) => channel < 64),
    ).toBe(true)

    await choose(page, /^Retro/)
    await expect(shell(page)).toHaveAttribute('data-layout', 'Retro')
    expect(await page.evaluate(() => [localStorage.theme, localStorage.layoutSetting])).toEqual([
      'dark',
      'Retro',
    ])

    await page.reload()
    await expect(shell(page)).toHaveAttribute('data-layout', 'Retro')
    await expect(shell(page)).toHaveAttribute('data-theme', 'dark')
    await expect(page.locator('[data-session-status="authenticated"]')).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await page.goto('/en/home')
    await expect(page.locator('.dark')).toHaveCount(0)
    expect(await backgroundOf(page.locator('body'))).toBe('rgb(255, 255, 255)')
  })

  test('"system" follows the operating system while the page is open', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await openAsAdmin(page, PLAYGROUND)
    await expect(shell(page)).toHaveAttribute('data-theme', 'dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await expect(shell(page)).toHaveAttribute('data-theme', 'light')
    await choose(page, /^Dark/)
    await page.emulateMedia({ colorScheme: 'light' })
    await expect(shell(page)).toHaveAttribute('data-theme', 'dark')
    await choose(page, /^System/)
    await expect(shell(page)).toHaveAttribute('data-theme', 'light')
  })

  test('every layout, light and dark, keeps AA contrast and the console usable', async ({
    page,
  }) => {
    // Ten reloads with an axe scan each.
    test.setTimeout(120_000)
    await openAsAdmin(page, PLAYGROUND)
    for (const layout of LAYOUTS) {
      for (const theme of ['light', 'dark'] as const) {
        await page.evaluate(
          ({ l, t }) => {
            localStorage.setItem('layoutSetting', l)
            localStorage.setItem('theme', t)
          },
          { l: layout, t: theme },
        )
        await page.reload()
        await expect(shell(page)).toHaveAttribute('data-layout', layout)
        await expect(shell(page)).toHaveAttribute('data-theme', theme)
        await expect(page.getByRole('link', { name: 'Playground', exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        )
        await expectNoSeriousA11yViolations(page)
      }
    }
  })

  test('on a phone the menu is behind a button, in a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openAsAdmin(page, '/th/admin/playground')
    await expect(page.getByTestId('admin-sidebar')).toBeHidden()
    const menuButton = page.getByRole('button', { name: 'เปิดเมนู' })
    await menuButton.click()
    const drawer = page.getByRole('dialog', { name: 'เมนู' })
    await expect(drawer.getByRole('link', { name: 'สนามทดลอง' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(menuButton).toBeFocused()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBe(0)
  })
})

test.describe('admin console: playground', () => {
  test('the counter starts at 20 and goes 21, then 19', async ({ page }) => {
    await openAsAdmin(page, PLAYGROUND)
    const value = page.getByTestId('counter-value')
    await expect(value).toHaveText('20')
    await page.getByRole('button', { name: 'Increase' }).click()
    await expect(value).toHaveText('21')
    await page.getByRole('button', { name: 'Decrease' }).click()
    await page.getByRole('button', { name: 'Decrease' }).click()
    await expect(value).toHaveText('19')
  })

  test('the creature lookup finds a name on the local creature service, once per name', async ({
    page,
  }) => {
    await openAsAdmin(page, PLAYGROUND)
    const lookups: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/pokemon/')) lookups.push(new URL(request.url()).pathname)
    })
    const field = page.getByRole('textbox', { name: 'Creature name' })
    await field.fill(' Pikachu ')
    await field.press('Enter')
    const result = page.getByTestId('creature-result')
    await expect(result.getByRole('heading', { name: 'pikachu' })).toBeVisible()
    await expect(result).toContainText('#025')
    await expect(result).toContainText('electric')
    await expect(result).toContainText('No picture available')
    await page.getByRole('button', { name: 'Look up' }).click()
    await expect(result).toHaveAttribute('data-state', 'found')
    expect(lookups).toEqual(['/pokemon/pikachu'])
  })

  test.describe('misses (the browser logs the 404 as a failed resource)', () => {
    test.use({ ignoreFailedResources: true })

    test('a name nobody has is said so, in Thai too', async ({ page }) => {
      await openAsAdmin(page, '/th/admin/playground')
      const field = page.getByRole('textbox', { name: 'ชื่อสิ่งมีชีวิต' })
      await field.fill('agumon')
      await field.press('Enter')
      await expect(page.getByTestId('creature-result').getByRole('alert')).toHaveText(
        'ไม่พบสิ่งมีชีวิตชื่อ “agumon”',
      )
    })

    test('offline, the lookup says the service cannot be reached instead of waiting', async ({
      page,
      context,
    }) => {
      await openAsAdmin(page, PLAYGROUND)
      await context.setOffline(true)
      const field = page.getByRole('textbox', { name: 'Creature name' })
      await field.fill('pikachu')
      await field.press('Enter')
      await expect(page.getByTestId('creature-result').getByRole('alert')).toContainText(
        'The creature service cannot be reached',
        { timeout: 5_000 },
      )
      await context.setOffline(false)
    })
  })
})
