/**
 * The company's brand, the bundled site settings' English name: every `<title>` ends with it, in
 * both languages.
 */
export const COMPANY = { th: 'Siam Harvest Foods', en: 'Siam Harvest Foods' } as const

/** `Item · Section | Company` (or `Section | Company`), as the reader sees it. */
export function fullTitle(lang: 'th' | 'en', section: string, item?: string): string {
  return `${item ? `${item} · ` : ''}${section} | ${COMPANY[lang]}`
}

/**
 * A title that names `label` as one of its parts (the page's own name or its section) and ends
 * with the company's name.
 */
export function titleNaming(lang: 'th' | 'en', label: string): RegExp {
  const part = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const company = COMPANY[lang].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`^(.+ · )?${part}( · .+)? \\| ${company}$`)
}
