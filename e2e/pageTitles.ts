/** The company's name as the bundled site settings give it: every `<title>` ends with it. */
export const COMPANY = { th: 'สยามฮาร์เวสต์ ฟู้ดส์', en: 'Siam Harvest Foods' } as const

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
