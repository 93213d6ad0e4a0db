import { colors } from '@/shared/colors'

// The site's colours and type for e-mail clients, which take neither CSS variables nor web fonts:
// the same tokens the pages use (shared/colors.ts), as literal values in inline styles. White on
// brand 600 and brand 700 on white pass WCAG AA (shared/colors.ts).
export const emailColors = {
  brand: colors.brand[600].value,
  brandText: colors.brand[700].value,
  text: colors.gray[900].value,
  muted: colors.gray[600].value,
  border: colors.gray[200].value,
  page: colors.gray[50].value,
  white: colors.white.value,
}

// No web font reaches most mail clients (Gmail and Outlook drop @font-face), so the stack names
// the Thai-capable fonts people have: Noto Sans Thai (Android, ChromeOS, Linux, the site's own
// design), Leelawadee UI (Windows), Thonburi (Apple), Tahoma (everywhere, with Thai).
export const EMAIL_FONT_STACK =
  "'Noto Sans Thai', 'Leelawadee UI', Thonburi, Tahoma, 'Segoe UI', Arial, sans-serif"

// Thai stacks vowels and tone marks above and below the line: the site's own tall line height.
export const EMAIL_LINE_HEIGHT = '1.7'
