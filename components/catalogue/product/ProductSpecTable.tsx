import { useTranslation } from '@/lib/i18n/useTranslation'
import { useId } from 'react'
import { css } from '@/styled-system/css'
import { heading } from '@/styled-system/recipes'
import type { ProductSpecs } from '@/lib/catalogue/productSpecs'

const styles = {
  root: css({ mt: '10' }),
  title: heading({ size: 'lg' }),
  table: css({ mt: '3', w: 'full', borderCollapse: 'collapse' }),
  row: css({ borderBottomWidth: '1px', borderColor: 'border' }),
  header: css({
    textAlign: 'start',
    fontWeight: 'medium',
    color: 'fg.muted',
    fontSize: 'sm',
    verticalAlign: 'top',
    py: '3',
    pe: '4',
    w: { base: '[8rem]', md: '[11rem]' },
  }),
  value: css({ py: '3' }),
  certifications: css({
    listStyle: 'none',
    p: '0',
    display: 'flex',
    flexWrap: 'wrap',
    gap: '2',
  }),
  certification: css({
    px: '2.5',
    py: '0.5',
    borderRadius: 'full',
    bg: 'green.50',
    color: 'green.700',
    fontSize: 'sm',
    fontWeight: 'medium',
  }),
}

/** Pack size, storage, shelf life and certifications: only the rows the product has. */
export function ProductSpecTable({ specs }: { specs: ProductSpecs }) {
  const { t } = useTranslation('product')
  const headingId = useId()
  const { rows, certifications } = specs
  if (rows.length === 0 && certifications.length === 0) return null
  return (
    <section aria-labelledby={headingId} className={styles.root}>
      <h2 id={headingId} className={styles.title}>
        {t('specs.title')}
      </h2>
      <table className={styles.table} aria-labelledby={headingId} data-testid="product-specs">
        <tbody>
          {rows.map(({ field, value, lang }) => (
            <tr key={field} className={styles.row}>
              <th scope="row" className={styles.header}>
                {t(`specs.${field}`)}
              </th>
              <td className={styles.value} lang={lang}>
                {value}
              </td>
            </tr>
          ))}
          {certifications.length > 0 && (
            <tr className={styles.row}>
              <th scope="row" className={styles.header}>
                {t('specs.certifications')}
              </th>
              <td className={styles.value}>
                <ul className={styles.certifications}>
                  {certifications.map((code) => (
                    <li key={code} className={styles.certification} data-certification={code}>
                      {t(`certifications.${code}`, { defaultValue: code })}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </section>
  )
}
