import { useTranslation } from '@/lib/i18n/useTranslation'
import { useEffect, type Ref } from 'react'
import { css, cx } from '@/styled-system/css'
import { button, notice } from '@/styled-system/recipes'
import { SiteImage } from '@/components/common/SiteImage'
import type { Lang } from '@/lib/i18n/lang'
import { useEnquiryProduct } from '@/lib/enquiries/useEnquiryProduct'
import { FieldError } from './FormField'

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '1.5' }),
  label: css({ fontWeight: 'semibold' }),
  card: css({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    p: '2',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'md',
    '&[data-invalid]': { borderColor: 'red.600' },
  }),
  picture: css({ flexShrink: 0, boxSize: '10', borderRadius: 'md', overflow: 'hidden' }),
  name: css({ flex: '1', minW: '0', fontWeight: 'medium', wordBreak: 'break-word' }),
  remove: button({ variant: 'outline', size: 'sm' }),
  srOnly: css({ srOnly: true }),
  note: cx(notice(), css({ fontSize: 'sm' })),
}

interface EnquiryProductProps {
  slug: string
  lang: Lang
  /** The server's message about the product (it may have left the catalogue meanwhile). */
  error?: string
  /** The visitor took the product out of the enquiry. */
  onRemove: () => void
  /** No product has the slug: the enquiry goes without it. */
  onMissing: () => void
  /** The remove button: where the focus goes when the product has an error. */
  removeRef: Ref<HTMLButtonElement>
}

/**
 * The product the enquiry is about, as the product page's link named it: its small picture and
 * name, with a button that takes it out. While its details cannot be loaded it is named by its
 * slug, which the server looks up again anyway.
 */
export function EnquiryProduct({
  slug,
  lang,
  error,
  onRemove,
  onMissing,
  removeRef,
}: EnquiryProductProps) {
  const { t } = useTranslation('contact')
  const product = useEnquiryProduct(slug, lang)
  const isMissing = product.isSuccess && product.data === null

  useEffect(() => {
    if (isMissing) onMissing()
  }, [isMissing, onMissing])

  if (product.isPending) {
    return (
      <p className={styles.root} role="status">
        {t('form.product.loading')}
      </p>
    )
  }
  if (isMissing) return null
  const name = product.data?.name ?? slug
  return (
    <div className={styles.root} data-testid="enquiry-product">
      <span id="enquiry-product-label" className={styles.label}>
        {t('form.product.label')}
      </span>
      <div
        className={styles.card}
        role="group"
        aria-labelledby="enquiry-product-label"
        data-invalid={error ? '' : undefined}
        aria-describedby={error ? 'enquiry-product-error' : undefined}
      >
        {product.data?.image && (
          <span className={styles.picture}>
            <SiteImage image={product.data.image} />
          </span>
        )}
        <span className={styles.name}>{name}</span>
        <button type="button" ref={removeRef} className={styles.remove} onClick={onRemove}>
          {/* The name is read from the content, not an aria-label, so what is seen is what is
              heard in either language (WCAG 2.5.3 — a Thai word split can't set them apart). */}
          {t('form.product.remove')}
          <span className={styles.srOnly}> {t('form.product.removeWhat', { name })}</span>
        </button>
      </div>
      {product.isError && (
        <p className={styles.note} role="alert">
          {t('form.product.loadFailed', { slug })}
        </p>
      )}
      {error && <FieldError id="enquiry-product-error">{error}</FieldError>}
    </div>
  )
}
