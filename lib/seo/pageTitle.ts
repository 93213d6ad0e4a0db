/** What a page's `<title>` is made of, as `titleParts` (lib/navigation/menuTitle.ts) finds it. */
export interface PageTitleParts {
  /** The page's own name: a product's, an article's, an About sub-page's menu label. */
  item?: string | null
  /** The section the page sits in, by the spec's menu rule (`HOME` / `หน้าหลัก` at worst). */
  section: string
  /** The company's brand: the site settings' English `siteName`, in both languages' titles. */
  company?: string | null
}

/**
 * The document title every page carries, and its `og:title`: `Item · Section | Company`, or
 * `Section | Company` for a page with no name of its own. Empty parts are left out.
 */
export function pageTitle({ item, section, company }: PageTitleParts): string {
  const named = [item, section]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' · ')
  const brand = company?.trim()
  return brand ? `${named} | ${brand}` : named
}
