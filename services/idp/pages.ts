/**
 * The identity provider's own HTML pages: sign-in, sign-out, signed-out and error, in the
 * site's look and in the language the site asked for (pageLang.ts). Nothing from another origin:
 * the typeface is served by the provider (fonts.ts), the logo is inline; the only script is the
 * sign-out page's self-submission, allowed by its hash in the Content-Security-Policy.
 */

import { createHash } from 'node:crypto'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { LogoMark } from '@/shared/LogoMark'
import type { Lang } from '@/shared/lang'
import { BODY_FONT_STACK } from '@/shared/fonts'
import { colors } from '@/shared/colors'
import { FONT_FACE_CSS, FONT_PRELOAD_LINKS } from './fonts'

export interface HtmlPage {
  html: string
  contentSecurityPolicy: string
}

/** One text in both languages. */
export interface Bilingual {
  th: string
  en: string
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character)
}

const TEXT = {
  company: { th: 'สยามฮาร์เวสต์ ฟู้ดส์', en: 'Siam Harvest Foods' },
  signIn: { th: 'เข้าสู่ระบบ', en: 'Sign in' },
  signInIntro: {
    th: 'สำหรับพนักงานของบริษัท',
    en: 'For company staff',
  },
  email: { th: 'อีเมล', en: 'E-mail' },
  password: { th: 'รหัสผ่าน', en: 'Password' },
  signOut: { th: 'ออกจากระบบ', en: 'Sign out' },
  signingOut: { th: 'กำลังออกจากระบบ…', en: 'Signing you out…' },
  signingOutNoScript: {
    th: 'หากหน้านี้ไม่เปลี่ยนเอง กรุณากดปุ่มด้านล่าง',
    en: 'If this page does not move on by itself, press the button below.',
  },
  signedOut: { th: 'ออกจากระบบแล้ว', en: 'You have signed out' },
  signedOutIntro: {
    th: 'คุณออกจากระบบเรียบร้อยแล้ว ปิดหน้านี้ได้เลย',
    en: 'Your sign-out was successful. You can close this page.',
  },
  backToSite: { th: 'กลับสู่เว็บไซต์', en: 'Back to the website' },
  error: { th: 'เกิดข้อผิดพลาด', en: 'Something went wrong' },
  errorIntro: {
    th: 'ไม่สามารถดำเนินการตามคำขอนี้ได้ กรุณากลับไปที่เว็บไซต์แล้วลองใหม่อีกครั้ง',
    en: 'This request could not be completed. Please go back to the website and try again.',
  },
  details: { th: 'รายละเอียด', en: 'Details' },
} satisfies Record<string, Bilingual>

/** Messages the sign-in form can show above its fields. */
export const LOGIN_ERRORS = {
  invalidCredentials: {
    th: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง',
    en: 'The e-mail or password is incorrect.',
  },
  missingFields: {
    th: 'กรุณากรอกอีเมลและรหัสผ่าน',
    en: 'Please enter your e-mail and password.',
  },
} satisfies Record<string, Bilingual>

/** Too many sign-in attempts for the account or from the address: the wait, in whole minutes. */
export function tooManyAttempts(minutes: number): Bilingual {
  return {
    th: `มีการพยายามเข้าสู่ระบบหลายครั้งเกินไป กรุณาลองใหม่ในอีก ${minutes} นาที`,
    en: `Too many sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  }
}

/** A sign-in request that has expired, was already used, or was opened in another browser. */
export const EXPIRED_REQUEST: Bilingual = {
  th: 'คำขอเข้าสู่ระบบนี้หมดอายุหรือถูกใช้ไปแล้ว กรุณากลับไปที่เว็บไซต์แล้วเข้าสู่ระบบใหม่อีกครั้ง',
  en: 'This sign-in request has expired or was already used. Please go back to the website and sign in again.',
}

const color = (value: { value: string }) => value.value
const { brand, gold, gray, red, white } = colors

/**
 * The site's look in plain CSS: its colours (lib/theme/tokens.ts), its typeface (fonts.ts) and
 * the variables the logo (shared/LogoMark.tsx) is drawn with.
 */
const STYLE = `
${FONT_FACE_CSS}
:root{--ck-colors-brand-600:${color(brand[600])};--ck-colors-gold-400:${color(gold[400])}}
*,*::before,*::after{box-sizing:border-box}
html{color-scheme:light}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:1.5rem 1rem;background:${color(gray[50])};color:${color(gray[900])};font:1rem/1.6 ${BODY_FONT_STACK}}
main{width:100%;max-width:28rem;background:${color(white)};border:1px solid ${color(gray[200])};border-radius:12px;padding:2rem 1.5rem}
.brand{display:flex;align-items:center;gap:.75rem;margin:0 0 1.25rem;font-weight:600}
.brand svg{flex:none}
h1{font-size:1.5rem;line-height:1.35;margin:0 0 .5rem}
p{margin:0 0 1rem}
main>:last-child{margin-bottom:0}
h2{font-size:1rem;margin:1.5rem 0 .5rem}
.muted{color:${color(gray[600])}}
label{display:block;font-weight:600;margin:1rem 0 .375rem}
input{display:block;width:100%;font:inherit;padding:.625rem .75rem;border:1px solid ${color(gray[500])};border-radius:8px;background:${color(white)};color:inherit}
input[aria-invalid="true"]{border-color:${color(red[600])}}
button{display:block;width:100%;margin-top:1.5rem;font:inherit;font-weight:600;padding:.75rem 1rem;border:0;border-radius:8px;background:${color(brand[600])};color:${color(white)};cursor:pointer}
button:hover{background:${color(brand[700])}}
a{color:${color(brand[700])};font-weight:600}
:focus-visible{outline:3px solid ${color(brand[600])};outline-offset:2px}
.alert{margin:1rem 0;padding:.75rem 1rem;border-left:4px solid ${color(red[600])};border-radius:4px;background:${color(red[50])};color:${color(red[700])}}
pre{white-space:pre-wrap;word-break:break-word;font-size:.875rem;background:${color(gray[50])};padding:.75rem;border-radius:8px;margin:0}
`

// The site's own logo component, drawn once as markup (aria-hidden: the name beside it is read).
const LOGO = renderToStaticMarkup(createElement(LogoMark, { size: 40 }))

const SIGN_OUT_SCRIPT = 'document.forms[0].submit()'

function sha256Source(source: string): string {
  return `'sha256-${createHash('sha256').update(source).digest('base64')}'`
}

function alert(message: string, id?: string): string {
  return `<p class="alert" role="alert"${id ? ` id="${id}"` : ''}>${escapeHtml(message)}</p>`
}

/**
 * Builds the provider's pages. Forms may only be sent to the provider itself and, because
 * browsers apply `form-action` to the redirects after a form too, to the site's origins (those of
 * its redirect URIs). `homeUri` is where "back to the website" leads.
 */
export function createPages({
  siteUris,
  homeUri,
}: {
  siteUris: readonly string[]
  homeUri?: string
}) {
  const formOrigins = [...new Set(siteUris.map((uri) => new URL(uri).origin))]

  function renderDocument(lang: Lang, title: string, main: string, script?: string): HtmlPage {
    const policy = [
      "default-src 'none'",
      `style-src ${sha256Source(STYLE)}`,
      // The typeface's files, served by the provider (fonts.ts).
      "font-src 'self'",
      script ? `script-src ${sha256Source(script)}` : undefined,
      `form-action 'self' ${formOrigins.join(' ')}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ]
    return {
      contentSecurityPolicy: policy.filter(Boolean).join('; '),
      html: `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${title} · ${TEXT.company[lang]}`)}</title>
${FONT_PRELOAD_LINKS}
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">${LOGO}<span>${escapeHtml(TEXT.company[lang])}</span></p>
${main}
</main>
${script ? `<script>${script}</script>` : ''}
</body>
</html>
`,
    }
  }

  const backLink = (lang: Lang) =>
    homeUri
      ? `<p><a href="${escapeHtml(homeUri)}">${escapeHtml(TEXT.backToSite[lang])}</a></p>`
      : ''

  return {
    login({
      lang,
      action,
      email = '',
      error,
    }: {
      lang: Lang
      action: string
      email?: string
      error?: Bilingual
    }): HtmlPage {
      const text = (key: keyof typeof TEXT) => escapeHtml(TEXT[key][lang])
      const invalid = error ? ' aria-invalid="true" aria-describedby="login-error"' : ''
      // The cursor goes where the user has something left to type.
      const focusEmail = email === '' ? ' autofocus' : ''
      const focusPassword = email === '' ? '' : ' autofocus'
      return renderDocument(
        lang,
        TEXT.signIn[lang],
        `<h1>${text('signIn')}</h1>
<p class="muted">${text('signInIntro')}</p>
${error ? alert(error[lang], 'login-error') : ''}
<form method="post" action="${escapeHtml(action)}">
<label for="email">${text('email')}</label>
<input id="email" name="email" type="email" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeHtml(email)}"${invalid}${focusEmail}>
<label for="password">${text('password')}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${focusPassword}>
<button type="submit">${text('signIn')}</button>
</form>`,
      )
    },

    /** `form` is oidc-provider's hidden confirmation form; `logout=yes` ends the whole session. */
    logout(lang: Lang, form: string): HtmlPage {
      const controls = `<input type="hidden" name="logout" value="yes"/>
<p class="muted">${escapeHtml(TEXT.signingOutNoScript[lang])}</p>
<button type="submit">${escapeHtml(TEXT.signOut[lang])}</button>
</form>`
      return renderDocument(
        lang,
        TEXT.signOut[lang],
        `<h1>${escapeHtml(TEXT.signingOut[lang])}</h1>
${form.replace('</form>', controls)}`,
        SIGN_OUT_SCRIPT,
      )
    },

    signedOut(lang: Lang): HtmlPage {
      return renderDocument(
        lang,
        TEXT.signedOut[lang],
        `<h1>${escapeHtml(TEXT.signedOut[lang])}</h1>
<p>${escapeHtml(TEXT.signedOutIntro[lang])}</p>
${backLink(lang)}`,
      )
    },

    /** `details` are the protocol's own (English) error code and description. */
    error({
      lang,
      message,
      details,
    }: {
      lang: Lang
      message?: Bilingual
      details?: string
    }): HtmlPage {
      const more = details
        ? `<h2 class="muted">${escapeHtml(TEXT.details[lang])}</h2>
<pre lang="en">${escapeHtml(details)}</pre>`
        : ''
      return renderDocument(
        lang,
        TEXT.error[lang],
        `<h1>${escapeHtml(TEXT.error[lang])}</h1>
${alert((message ?? TEXT.errorIntro)[lang])}
${backLink(lang)}
${more}`,
      )
    },
  }
}

export type Pages = ReturnType<typeof createPages>
