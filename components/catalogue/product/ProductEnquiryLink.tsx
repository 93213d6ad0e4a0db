import { useTranslation } from '@/lib/i18n/useTranslation'
import { css } from '@/styled-system/css'
import { ButtonLink } from '@/components/common/ButtonLink'
import { path } from '@/lib/routes'

const styles = {
  root: css({ mt: '6', w: { base: 'full', sm: 'auto' } }),
}

/** The way from a product to the contact form, with the topic and this product chosen. */
export function ProductEnquiryLink({ slug }: { slug: string }) {
  const { t } = useTranslation('product')
  return (
    <ButtonLink
      href={path('contact', { topic: 'products', product: slug })}
      className={styles.root}
      data-testid="product-enquiry-link"
    >
      {t('enquire.button')}
    </ButtonLink>
  )
}
