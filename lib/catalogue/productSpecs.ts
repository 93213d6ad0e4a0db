import type { ProductPage } from './product'

/** The text rows of the specification table, in the order they are shown. */
export const SPEC_FIELDS = ['packSize', 'storage', 'shelfLife'] as const
export type SpecField = (typeof SPEC_FIELDS)[number]

export interface ProductSpecs {
  /** `lang`: the value's language when it is the other language's (see localizedLang). */
  rows: { field: SpecField; value: string; lang?: 'th' | 'en' }[]
  /**
   * Certification codes (`halal`, `haccp` …: the schema's options), each once, in the editor's
   * order; their labels in both languages are in the `product` namespace.
   */
  certifications: string[]
}

/** What the specification table shows: only the rows the product has, nothing blank. */
export function productSpecs(
  product: Pick<ProductPage, SpecField | 'certifications'> &
    Partial<Pick<ProductPage, `${SpecField}Lang`>>,
): ProductSpecs {
  const rows = SPEC_FIELDS.flatMap((field) => {
    const value = product[field]?.trim()
    const lang = product[`${field}Lang`]
    return value ? [{ field, value, ...(lang ? { lang } : {}) }] : []
  })
  const codes = (product.certifications ?? []).map((code) => code.trim()).filter(Boolean)
  return { rows, certifications: [...new Set(codes)] }
}
