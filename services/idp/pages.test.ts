/** @jest-environment node */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { FONT_SUBSETS } from './fonts'
import { pageLang } from './pageLang'
import { LOGIN_ERRORS, createPages, tooManyAttempts } from './pages'

const pages = createPages({ siteUris: ['http://localhost:3000/api/auth/callback/idp'] })

describe("the provider's pages", () => {
  it('are in one language, with every message of the sign-in form in it', () => {
    const th = pages.login({ lang: 'th', action: '/interaction/x', error: tooManyAttempts(15) })
    expect(th.html).toContain('<html lang="th">')
    expect(th.html).toContain('กรุณาลองใหม่ในอีก 15 นาที')
    expect(th.html).toContain('>เข้าสู่ระบบ</button>')
    expect(th.html).not.toMatch(/Sign in|Too many/)
    const en = pages.login({ lang: 'en', action: '/interaction/x', error: tooManyAttempts(1) })
    expect(en.html).toContain('<html lang="en">')
    expect(en.html).toContain('Please try again in 1 minute.')
    expect(en.html).toContain('>Sign in</button>')
    expect(en.html).not.toMatch(/[\u0E00-\u0E7F]/)
    const missing = pages.login({ lang: 'en', action: '/x', error: LOGIN_ERRORS.missingFields })
    expect(missing.html).toContain('Please enter your e-mail and password.')
  })

  it("carry the site's logo and typeface, and their CSP allows exactly their one style", () => {
    const { html, contentSecurityPolicy } = pages.signedOut('en')
    expect(html).toMatch(/<p class="brand"><svg [^>]*viewBox="0 0 40 40"/)
    expect(html).toContain("@font-face{font-family:'Noto Sans Thai Variable'")
    expect(html).toContain('--ck-colors-brand-600:#b02a1e')
    const style = /<style>([\s\S]*)<\/style>/.exec(html)?.[1] ?? ''
    const hash = createHash('sha256').update(style).digest('base64')
    expect(contentSecurityPolicy).toContain(`style-src 'sha256-${hash}'`)
    expect(contentSecurityPolicy).toContain("font-src 'self'")
  })

  it('use the unicode ranges of the site font (lib/theme/siteFont.ts)', () => {
    const siteFont = readFileSync(path.join(process.cwd(), 'lib/theme/siteFont.ts'), 'utf8')
    for (const { unicodeRange } of FONT_SUBSETS) expect(siteFont).toContain(`'${unicodeRange}'`)
  })

  it.each([
    ['en', undefined, 'en'],
    ['th-TH en', 'en', 'th'],
    ['fr de', 'en-US,en;q=0.9', 'en'],
    [undefined, undefined, 'th'],
    [['en'], undefined, 'th'],
  ])('ui_locales %p with Accept-Language %p → %s', (uiLocales, acceptLanguage, lang) => {
    expect(pageLang(uiLocales, acceptLanguage)).toBe(lang)
  })
})
