import { Link } from '@/components/common/Link'
import { useTranslation } from '@/lib/i18n/useTranslation'
import type { ReactNode } from 'react'
import { css, cx } from '@/styled-system/css'
import { link, ruledList } from '@/styled-system/recipes'
import { brandCatalogueHref, categoryCatalogueHref } from '@/components/business/catalogueHref'
import { SiteImage } from '@/components/common/SiteImage'
import type { ProductPage } from '@/lib/catalogue/product'
import { pagePath } from '@/lib/routes'
import { WholeText } from '@/components/common/WholeText'

const rules = ruledList()

const styles = {
  // Rows between thin rules, a little tighter than a list of documents.
  list: rules.root,
  fact: cx(
    rules.item,
    css({
      gridTemplateColumns: { base: '7rem minmax(0, 1fr)', md: '10rem minmax(0, 1fr)' },
      gap: '4',
      alignItems: 'center',
      py: '3',
    }),
  ),
  label: css({ color: 'fg.muted', fontSize: 'sm' }),
  value: css({ m: '0' }),
  brand: css({ display: 'flex', alignItems: 'center', gap: '3' }),
  logo: css({
    flexShrink: 0,
    w: '16',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'md',
    overflow: 'hidden',
  }),
  // The underlined link of running text, a little roomier and bold: a fact is a way onwards.
  link: cx(
    link({ variant: 'underline' }),
    css({
      gap: '2',
      minH: '6',
      fontWeight: 'semibold',
      _hover: { textDecorationThickness: '2px' },
    }),
  ),
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  )
}

/**
 * Brand (with its logo), category (with its icon) and business line. Brand and category open
 * the catalogue filtered by them; the line opens its business page.
 */
export function ProductFacts({ product }: { product: Pick<ProductPage, 'brand' | 'category'> }) {
  const { t } = useTranslation('product')
  const { brand, category } = product
  const line = category?.line
  return (
    <dl className={styles.list}>
      {brand?.name && (
        <Fact label={t('facts.brand')}>
          <div className={styles.brand}>
            {brand.logo && (
              <div className={styles.logo}>
                {/* The name is next to it: the logo adds nothing for a screen reader. */}
                <SiteImage image={{ ...brand.logo, alt: '' }} sizes="64px" fluid="block" />
              </div>
            )}
            {brand.slug ? (
              <Link href={brandCatalogueHref(brand.slug)} className={styles.link}>
                <WholeText>{brand.name}</WholeText>
              </Link>
            ) : (
              brand.name
            )}
          </div>
        </Fact>
      )}
      {category?.name && (
        <Fact label={t('facts.category')}>
          {category.slug && line?.slug ? (
            <Link href={categoryCatalogueHref(line.slug, category.slug)} className={styles.link}>
              {category.icon && <SiteImage image={{ ...category.icon, alt: '' }} />}
              {category.name}
            </Link>
          ) : (
            category.name
          )}
        </Fact>
      )}
      {line?.name && line.slug && (
        <Fact label={t('facts.line')}>
          <Link href={pagePath('businessLine', line.slug)} className={styles.link}>
            {line.name}
          </Link>
        </Fact>
      )}
    </dl>
  )
}
