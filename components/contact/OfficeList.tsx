import { useTranslation } from '@/lib/i18n/useTranslation'
import { css, cx } from '@/styled-system/css'
import { heading } from '@/styled-system/recipes'
import type { Office } from '@/lib/contact/contact'
import { OfficeCard } from './OfficeCard'

const styles = {
  root: css({ mt: { base: '12', lg: '16' } }),
  title: cx(heading({ size: 'lg' }), css({ mb: '6' })),
  list: css({
    listStyleType: 'none',
    display: 'grid',
    // Two columns from `md`, three from `lg` (six tracks, two to a card): the last row is
    // never one lonely card: an odd last card spans two columns' width; at three, a row of one
    // becomes two rows of two and a row of two shares the width.
    gridTemplateColumns: {
      base: '1fr',
      md: 'repeat(2, minmax(0, 1fr))',
      lg: 'repeat(6, minmax(0, 1fr))',
    },
    '& > *': { gridColumn: { lg: 'span 2' } },
    '& > :last-child:nth-child(odd)': { gridColumn: { md: '1 / -1', lg: 'span 2' } },
    '&:has(> :last-child:nth-child(3n+1)) > :nth-last-child(-n+4)': {
      gridColumn: { lg: 'span 3' },
    },
    '&:has(> :last-child:nth-child(3n+2)) > :nth-last-child(-n+2)': {
      gridColumn: { lg: 'span 3' },
    },
    gap: { base: '5', lg: '6' },
  }),
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
