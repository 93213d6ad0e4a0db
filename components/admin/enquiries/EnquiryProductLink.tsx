import { Link, VisuallyHidden } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/useTranslation'
import type { AdminEnquiry } from '@/lib/admin/types'
import type { Lang } from '@/lib/i18n/lang'
import { pageHref } from '@/lib/routes'

/**
 * The product an enquiry is about, by the name it had when sent, linked to its page on the
 * public site in the console's language (a new tab: the console stays where it was).
 */
export function EnquiryProductLink({
  product,
  lang,
}: {
  product: NonNullable<AdminEnquiry['product']>
  lang: Lang
}) {
  const { t } = useTranslation('admin')
  return (
    <Link
      href={pageHref(lang, 'product', product.slug)}
      target="_blank"
      rel="noopener"
      variant="underline"
      data-testid="enquiry-product-link"
    >
      {product.name}
      <VisuallyHidden> {t('enquiry.productNewTab')}</VisuallyHidden>
    </Link>
  )
}
