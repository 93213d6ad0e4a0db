import type { Source } from './sources'

/**
 * Openly licensed works the site itself is made with, besides those the dataset's pictures and
 * documents are drawn from (cms/seed/sources.ts): the credits page lists both.
 */
export const SITE_SOURCES: Source[] = [
  {
    id: 'noto-sans-thai',
    name: 'Noto Sans Thai',
    author: 'The Noto Project Authors',
    // Self-hosted through lib/theme/siteFont.ts.
    packageName: '@fontsource-variable/noto-sans-thai',
    url: 'https://fonts.google.com/noto/specimen/Noto+Sans+Thai',
    licence: 'SIL Open Font License 1.1',
    licenceName: { th: 'สัญญาอนุญาต SIL Open Font License 1.1', en: 'SIL Open Font License 1.1' },
    packageLicence: 'OFL-1.1',
    licenceUrl: 'https://openfontlicense.org/open-font-license-official-text/',
    usedFor: {
      th: 'แบบอักษรของข้อความภาษาไทยและภาษาอังกฤษทั้งเว็บไซต์',
      en: 'The typeface of all Thai and English text on the site',
    },
  },
]
