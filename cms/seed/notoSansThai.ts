/**
 * Noto Sans Thai, the work and its licence, as a Source (sources.ts) gives them: the PDFs use
 * its static weights (sources.ts), the site its variable font (siteSources.ts), each from its
 * own package.
 */
export const NOTO_SANS_THAI = {
  name: 'Noto Sans Thai',
  author: 'The Noto Project Authors',
  url: 'https://fonts.google.com/noto/specimen/Noto+Sans+Thai',
  licence: 'SIL Open Font License 1.1',
  licenceName: { th: 'สัญญาอนุญาต SIL Open Font License 1.1', en: 'SIL Open Font License 1.1' },
  packageLicence: 'OFL-1.1',
  licenceUrl: 'https://openfontlicense.org/open-font-license-official-text/',
}
