import { useTranslation } from '@/lib/i18n/useTranslation'
import { css, cx } from '@/styled-system/css'
import { balancedGrid, heading } from '@/styled-system/recipes'
import type { Office } from '@/lib/contact/contact'
import { OfficeCard } from './OfficeCard'

const styles = {
  root: css({ mt: { base: '12', lg: '16' } }),
  title: cx(heading({ size: 'lg' }), css({ mb: '6' })),
  // Two to a row from `md`, three from `lg`, never one lonely card on the last row.
  list: cx(balancedGrid({ columns: 'threeFromLg' }), css({ gap: { base: '5', lg: '6' } })),
  // A grid item of its own, so every card in a row is as tall as the tallest.
  item: css({ display: 'grid' }),
}

/** The sites other than the head office, three to a row on wide screens. */
export function OfficeList({ offices }: { offices: Office[] }) {
  const { t } = useTranslation('contact')
  if (offices.length === 0) return null
  return (
    <section aria-labelledby="contact-offices-heading" className={styles.root}>
      <h2 id="contact-offices-heading" className={styles.title}>
        {t('offices.heading')}
      </h2>
      <ul className={styles.list}>
        {offices.map((office) => (
          <li key={office._key} className={styles.item}>
            <OfficeCard
              office={office}
              headingLevel="h3"
              mapSizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
