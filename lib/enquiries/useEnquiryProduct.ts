import { useQuery } from '@tanstack/react-query'
import type { ProductReferenceCard } from './loadProductReference'
import type { Lang } from '@/lib/i18n/lang'
import { STATIC_ROUTES } from '@/lib/routes'

/** The product the contact form was opened for, or null when no product has the slug. */
export async function fetchEnquiryProduct(
  slug: string,
  lang: Lang,
): Promise<ProductReferenceCard | null> {
  const query = new URLSearchParams({ slug, lang })
  const response = await fetch(`${STATIC_ROUTES.enquiryProductApi}?${query}`, {
    headers: { Accept: 'application/json' },
  })
  if (!response.ok)
    throw new Error(`${STATIC_ROUTES.enquiryProductApi} answered ${response.status}`)
  return ((await response.json()) as { product: ProductReferenceCard | null }).product
}

/** The contact form's product: its name and small picture, looked up by the slug in the link. */
export function useEnquiryProduct(slug: string, lang: Lang) {
  return useQuery({
    queryKey: ['enquiry-product', lang, slug],
    queryFn: () => fetchEnquiryProduct(slug, lang),
    enabled: slug !== '',
    staleTime: 5 * 60_000,
    retry: 1,
  })
}
