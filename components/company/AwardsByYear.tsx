import { langAttribute } from '@/components/common/InLanguage'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { useId } from 'react'
import { css, cx } from '@/styled-system/css'
import { heading } from '@/styled-system/recipes'
import { EmptyNote } from '@/components/common/EmptyNote'
import { FramedImage } from '@/components/common/SiteImage'
import type { Award, AwardsPage } from '@/lib/company/company'
import { StaticHtml } from '@/components/common/StaticHtml'

const awardLayout = css.raw({
  display: 'grid',
  columnGap: { base: '4', md: '6' },
  rowGap: '3',
  alignItems: 'start',
})

const styles = {
  years: css({ maxW: '[64rem]' }),
  year: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', lg: '10rem 1fr' },
    gap: { base: '3', lg: '8' },
    py: { base: '6', lg: '8' },
    borderTopWidth: '1px',
    borderColor: 'border',
    _first: { borderTopWidth: '0', pt: '0' },
  }),
  yearHeading: cx(heading(), css({ fontVariantNumeric: 'tabular-nums' })),
  awards: css({ display: 'grid', gap: { base: '6', lg: '8' } }),
  award: css(awardLayout, { gridTemplateColumns: '1fr' }),
  awardWithPicture: css(awardLayout, {
    gridTemplateColumns: { base: '6rem minmax(0, 1fr)', md: '10rem minmax(0, 1fr)' },
  }),
  picture: css({ gridRow: { md: 'span 2' } }),
  title: heading({ size: 'md' }),
  issuer: css({ mt: '1', fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted' }),
  // Under the picture and the title on phones, beside the picture from `md`.
  description: css({
    gridColumn: { base: '1 / -1', md: '2' },
    lineHeight: 'tall',
    maxW: 'prose',
  }),
}

/** Awards under a heading per year, newest year first; the year stays beside its list on wide screens. */
export function AwardsByYear({ years }: AwardsPage) {
  const { t } = useTranslation('company')
  if (years.length === 0) return <EmptyNote>{t('awards.empty')}</EmptyNote>
  return (
    <StaticHtml className={styles.years}>
      {years.map(({ year, yearLabel, items }) => (
        <YearOfAwards key={year} label={yearLabel} awards={items} />
      ))}
    </StaticHtml>
  )
}

function YearOfAwards({ label, awards }: { label: string; awards: Award[] }) {
  const { t } = useTranslation('company')
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={styles.year}>
      <h2 id={headingId} className={styles.yearHeading}>
        {label}
      </h2>
      <ul className={styles.awards}>
        {awards.map((award) => (
          <li key={award._id} className={award.image ? styles.awardWithPicture : styles.award}>
            <FramedImage
              className={styles.picture}
              image={award.image}
              sizes="(min-width: 640px) 160px, 96px"
              rounded="md"
            />
            <div>
              <h3 className={styles.title} lang={langAttribute(award.titleLang)}>
                {award.title}
              </h3>
              {award.issuer && (
                <p className={styles.issuer}>{t('awards.presentedBy', { issuer: award.issuer })}</p>
              )}
            </div>
            {award.description && (
              <p className={styles.description} lang={langAttribute(award.descriptionLang)}>
                {award.description}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
