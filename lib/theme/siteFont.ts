import localFont from 'next/font/local'

// The site's typeface, Noto Sans Thai (variable weight, from @fontsource-variable), served as
// build-hashed, immutable files. next/font writes one @font-face per script subset under the
// family name of lib/theme/fonts.ts (a unicode-range each, so a page downloads only the scripts
// it shows) and preloads the Thai and Latin subsets, which every first screen uses: Thai pages
// for their text, English pages for the language switch (ภาษาไทย). Extended Latin (rare accents,
// some currency signs) loads only when a page shows it. next/font requires literals here: the
// family name below must equal SITE_FONT_FAMILY (checked by siteFont.test.ts).

export const notoSansThaiThai = localFont({
  src: '../../node_modules/@fontsource-variable/noto-sans-thai/files/noto-sans-thai-thai-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: true,
  adjustFontFallback: false,
  declarations: [
    { prop: 'font-family', value: "'Noto Sans Thai Variable'" },
    { prop: 'unicode-range', value: 'U+02D7, U+0303, U+0331, U+0E01-0E5B, U+200C-200D, U+25CC' },
  ],
})

export const notoSansThaiLatin = localFont({
  src: '../../node_modules/@fontsource-variable/noto-sans-thai/files/noto-sans-thai-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: true,
  adjustFontFallback: false,
  declarations: [
    { prop: 'font-family', value: "'Noto Sans Thai Variable'" },
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
})

export const notoSansThaiLatinExt = localFont({
  src: '../../node_modules/@fontsource-variable/noto-sans-thai/files/noto-sans-thai-latin-ext-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    { prop: 'font-family', value: "'Noto Sans Thai Variable'" },
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
    },
  ],
})
