import { NOTO_SANS_THAI } from './notoSansThai'
import type { Source } from './sources'

/**
 * Openly licensed works the site itself is made with, besides those the dataset's pictures and
 * documents are drawn from (cms/seed/sources.ts): the credits page lists both.
 */
export const SITE_SOURCES: Source[] = [
  {
    ...NOTO_SANS_THAI,
    id: 'noto-sans-thai',
    // Self-hosted through lib/theme/siteFont.ts.
    packageName: '@fontsource-variable/noto-sans-thai',
    usedFor: {
      th: 'แบบอักษรของข้อความภาษาไทยและภาษาอังกฤษทั้งเว็บไซต์',
      en: 'The typeface of all Thai and English text on the site',
    },
  },
]
