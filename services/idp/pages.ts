/**
 * The identity provider's own HTML pages: sign-in, sign-out, signed-out and error. They are
 * "bilingual-neutral" — the provider does not know the site's language, so every text is in Thai
 * with its English beside it (`lang="en"`). No external resources; the only script is the
 * sign-out page's self-submission, allowed by its hash in the Content-Security-Policy.
 */

import { createHash } from 'node:crypto'

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

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{color-scheme:light}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:1.5rem 1rem;background:#f4f1ea;color:#1f2421;font:1rem/1.6 system-ui,-apple-system,"Segoe UI","Noto Sans Thai","Sarabun","Leelawadee UI",Tahoma,sans-serif}
main{width:100%;max-width:28rem;background:#fff;border:1px solid #d9d4c7;border-radius:12px;padding:2rem 1.5rem}
.brand{margin:0 0 .25rem;font-weight:600;color:#1d5c3b}
h1{font-size:1.5rem;line-height:1.35;margin:0 0 .5rem}
p{margin:0 0 1rem}
main>:last-child{margin-bottom:0}
h2{font-size:1rem;margin:1.5rem 0 .5rem}
.muted{color:#4a4f4b}
label{display:block;font-weight:600;margin:1rem 0 .375rem}
input{display:block;width:100%;font:inherit;padding:.625rem .75rem;border:1px solid #6b6f6a;border-radius:8px;background:#fff;color:inherit}
input[aria-invalid="true"]{border-color:#b42318}
button{display:block;width:100%;margin-top:1.5rem;font:inherit;font-weight:600;padding:.75rem 1rem;border:0;border-radius:8px;background:#1d5c3b;color:#fff;cursor:pointer}
button:hover{background:#164a2f}
a{color:#1d5c3b;font-weight:600}
:focus-visible{outline:3px solid #1f2421;outline-offset:2px}
input:focus-visible{outline-color:#1d5c3b}
.alert{margin:1rem 0;padding:.75rem 1rem;border-left:4px solid #b42318;border-radius:4px;background:#fdecea;color:#7a1a12}
pre{white-space:pre-wrap;word-break:break-word;font-size:.875rem;background:#f4f1ea;padding:.75rem;border-radius:8px;margin:0}
`

const SIGN_OUT_SCRIPT = 'document.forms[0].submit()'

function sha256Source(source: string): string {
  return `'sha256-${createHash('sha256').update(source).digest('base64')}'`
}

/** Inline text: Thai, a separator screen readers skip, then the English in its own language. */
function both(text: Bilingual): string {
  return `${escapeHtml(text.th)} <span aria-hidden="true">/</span> <span lang="en">${escapeHtml(text.en)}</span>`
}

function plain(text: Bilingual): string {
  return `${text.th} / ${text.en}`
}

function alert(message: Bilingual, id?: string): string {
  return `<p class="alert" role="alert"${id ? ` id="${id}"` : ''}>${both(message)}</p>`
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

  function renderDocument(title: Bilingual, main: string, script?: string): HtmlPage {
    const policy = [
      "default-src 'none'",
      `style-src ${sha256Source(STYLE)}`,
      script ? `script-src ${sha256Source(script)}` : undefined,
      `form-action 'self' ${formOrigins.join(' ')}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ]
    return {
      contentSecurityPolicy: policy.filter(Boolean).join('; '),
      html: `<!DOCTYPE html>
<html lang="th">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${plain(title)} · ${plain(TEXT.company)}`)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">${both(TEXT.company)}</p>
${main}
</main>
${script ? `<script>${script}</script>` : ''}
</body>
</html>
`,
    }
  }

  return {
    login({
      action,
      email = '',
      error,
    }: {
      action: string
      email?: string
      error?: Bilingual
    }): HtmlPage {
      const invalid = error ? ' aria-invalid="true" aria-describedby="login-error"' : ''
      // The cursor goes where the user has something left to type.
      const focusEmail = email === '' ? ' autofocus' : ''
      const focusPassword = email === '' ? '' : ' autofocus'
      return renderDocument(
        TEXT.signIn,
        `<h1>${both(TEXT.signIn)}</h1>
<p class="muted">${both(TEXT.signInIntro)}</p>
${error ? alert(error, 'login-error') : ''}
<form method="post" action="${escapeHtml(action)}">
<label for="email">${both(TEXT.email)}</label>
<input id="email" name="email" type="email" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeHtml(email)}"${invalid}${focusEmail}>
<label for="password">${both(TEXT.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${focusPassword}>
<button type="submit">${both(TEXT.signIn)}</button>
</form>`,
      )
    },

    /** `form` is oidc-provider's hidden confirmation form; `logout=yes` ends the whole session. */
    logout(form: string): HtmlPage {
      const controls = `<input type="hidden" name="logout" value="yes"/>
<p class="muted">${both(TEXT.signingOutNoScript)}</p>
<button type="submit">${both(TEXT.signOut)}</button>
</form>`
      return renderDocument(
        TEXT.signOut,
        `<h1>${both(TEXT.signingOut)}</h1>
${form.replace('</form>', controls)}`,
        SIGN_OUT_SCRIPT,
      )
    },

    signedOut(): HtmlPage {
      const back = homeUri
        ? `<p><a href="${escapeHtml(homeUri)}">${both(TEXT.backToSite)}</a></p>`
        : ''
      return renderDocument(
        TEXT.signedOut,
        `<h1>${both(TEXT.signedOut)}</h1>
<p>${both(TEXT.signedOutIntro)}</p>
${back}`,
      )
    },

    /** `details` are the protocol's own (English) error code and description. */
    error({ message, details }: { message?: Bilingual; details?: string }): HtmlPage {
      const back = homeUri
        ? `<p><a href="${escapeHtml(homeUri)}">${both(TEXT.backToSite)}</a></p>`
        : ''
      const more = details
        ? `<h2 class="muted">${both(TEXT.details)}</h2>
<pre lang="en">${escapeHtml(details)}</pre>`
        : ''
      return renderDocument(
        TEXT.error,
        `<h1>${both(TEXT.error)}</h1>
${alert(message ?? TEXT.errorIntro)}
${back}
${more}`,
      )
    },
  }
}

export type Pages = ReturnType<typeof createPages>
