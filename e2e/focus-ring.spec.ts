import { contrastRatio, type Rgb } from '@/lib/theme/contrast'
import { FOCUS_RING_GEOMETRY } from '@/lib/theme/focusRing'
import { expect, test } from './fixtures'

// The focus ring where a one-colour ring failed (issue 26: a dark red ring on the home hero's
// dark red gradient, ≈ 1.3–2.3:1): what the browser draws round a focused hero link, measured
// against the gradient's stops as the browser computed them. Every other background is checked
// against the theme's tokens by lib/theme/focusRing.test.ts.

const rgbColours = (value: string): Rgb[] =>
  [...value.matchAll(/rgba?\((\d+), (\d+), (\d+)/g)].map(
    (match) => [Number(match[1]), Number(match[2]), Number(match[3])] as const,
  )

for (const lang of ['th', 'en'] as const) {
  test(`a keyboard-focused link on the home hero shows a ring ≥ 3:1 against it (${lang})`, async ({
    page,
  }) => {
    await page.goto(`/${lang}/home`)
    const hero = page.locator('section[aria-labelledby="home-hero-title"]')
    const link = hero.getByRole('link').first()
    // Focus by keyboard, as :focus-visible needs: from the link back one and on again.
    await link.focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    await expect(link).toBeFocused()

    const drawn = await link.evaluate((element) => {
      const style = getComputedStyle(element)
      return {
        focusVisible: element.matches(':focus-visible'),
        outlineStyle: style.outlineStyle,
        outlineWidth: style.outlineWidth,
        outlineOffset: style.outlineOffset,
        outlineColor: style.outlineColor,
        boxShadow: style.boxShadow,
      }
    })
    const background = await hero.evaluate((element) => getComputedStyle(element).backgroundImage)

    expect(drawn).toMatchObject({
      focusVisible: true,
      outlineStyle: 'solid',
      outlineWidth: `${FOCUS_RING_GEOMETRY.outlineWidth}px`,
      outlineOffset: `${FOCUS_RING_GEOMETRY.outlineOffset}px`,
    })
    // The halo spreads past the outline on both sides of it.
    expect(drawn.boxShadow).toMatch(new RegExp(` ${FOCUS_RING_GEOMETRY.haloSpread}px$`))
    const [core] = rgbColours(drawn.outlineColor)
    const [halo] = rgbColours(drawn.boxShadow)
    const stops = rgbColours(background)
    expect(stops.length).toBeGreaterThanOrEqual(2)
    expect(contrastRatio(core!, halo!)).toBeGreaterThanOrEqual(3)
    for (const stop of stops) {
      expect(
        Math.max(contrastRatio(core!, stop), contrastRatio(halo!, stop)),
      ).toBeGreaterThanOrEqual(3)
    }
  })
}
