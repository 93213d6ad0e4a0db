// The query of the Studio's "Open preview" link to /api/preview (lib/preview/previewRoute.ts):
// the secret, the document's language-free path and the language to open it in.

/** The site's language for an editor whose browser prefers `languages` (navigator.languages). */
export function previewLanguage(languages: readonly string[]): 'th' | 'en' {
  const first = languages.find((tag) => /^(th|en)\b/i.test(tag))
  return first?.toLowerCase().startsWith('th') ? 'th' : 'en'
}

export function previewLinkParams(
  secret: string,
  languageFreePath: string,
  languages: readonly string[],
): URLSearchParams {
  return new URLSearchParams({
    secret,
    lang: previewLanguage(languages),
    path: languageFreePath,
  })
}
