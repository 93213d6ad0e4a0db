import { useTranslation } from '@/lib/i18n/useTranslation'
import { css, cx } from '@/styled-system/css'
import { container } from '@/styled-system/patterns'
import { heading, panel } from '@/styled-system/recipes'
import { ButtonLink } from '@/components/common/ButtonLink'
import { ArrowRightIcon } from '@/components/common/icons'
import { RichText } from '@/components/content/RichText'
import type { BusinessLinePage } from '@/lib/business/business'
import { lineCatalogueHref } from './catalogueHref'

const styles = {
  root: container({
    pb: { base: '12', lg: '16' },
    display: 'grid',
    gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) 22rem' },
    gap: { base: '8', lg: '16' },
    alignItems: 'start',
  }),
  // A tinted panel with the brand's rule along its top.
  glance: cx(panel(), css({ p: '6', borderTopWidth: '4px', borderTopColor: 'brand.solid' })),
  title: heading({ size: 'md' }),
  figures: css({ mt: '4', display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '3' }),
  figure: css({ display: 'flex', flexDirection: 'column-reverse' }),
  label: css({ fontSize: 'sm', color: 'fg.muted' }),
  number: css({ fontSize: '3xl', fontWeight: 'bold', lineHeight: 'shorter', color: 'brand.fg' }),
  cta: css({ mt: '6', w: 'full', h: 'auto', minH: '12', py: '3' }),
}

/** The line's description beside its key numbers and the way into its products. */
export function BusinessLineAbout({ line }: { line: BusinessLinePage }) {
  const { t } = useTranslation('business')
  const figures = [
    { key: 'products', value: line.productCountLabel },
    { key: 'brands', value: line.brandCountLabel },
    { key: 'categories', value: line.categoryCountLabel },
  ] as const
  return (
    <div className={styles.root}>
      <RichText value={line.description} lang={line.descriptionLang} />
      <aside aria-labelledby="business-glance-title" className={styles.glance}>
        <h2 id="business-glance-title" className={styles.title}>
          {t('line.glance.heading')}
        </h2>
        <dl className={styles.figures}>
          {figures.map((figure) => (
            // Label first for screen readers, the number on top for the eye.
            <div key={figure.key} className={styles.figure}>
              <dt className={styles.label}>{t(`line.glance.${figure.key}`)}</dt>
              <dd className={styles.number}>{figure.value}</dd>
            </div>
          ))}
        </dl>
        <ButtonLink href={lineCatalogueHref(line.slug)} className={styles.cta}>
          {t('line.glance.cta')}
          <ArrowRightIcon />
        </ButtonLink>
      </aside>
    </div>
  )
}
