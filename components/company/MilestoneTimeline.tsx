import { langAttribute } from '@/components/common/InLanguage'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { css } from '@/styled-system/css'
import { heading } from '@/styled-system/recipes'
import { EmptyNote } from '@/components/common/EmptyNote'
import { FramedImage } from '@/components/common/SiteImage'
import type { MilestonesPage } from '@/lib/company/company'
import { StaticHtml } from '@/components/common/StaticHtml'

// Where the rail runs: 0.5rem from the start edge on phones, 9.5rem (between the years and the
// text) from `lg`. The rail (2px) and the marker (1rem) are centred on it.

const milestoneLayout = css.raw({
  display: 'grid',
  gap: { base: '4', lg: '8' },
  alignItems: 'start',
  pt: { lg: '2' },
})

const styles = {
  years: css({ maxW: '[64rem]' }),
  year: css({
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '8rem minmax(0, 1fr)' },
    columnGap: '12',
    rowGap: '3',
    ps: { base: '8', lg: '0' },
    pb: { base: '10', lg: '14' },
    _before: {
      content: '""',
      position: 'absolute',
      insetStart: { base: '[calc(0.5rem - 1px)]', lg: '[calc(9.5rem - 1px)]' },
      top: '2',
      bottom: '0',
      w: '[2px]',
      bg: 'border',
    },
    _last: { pb: '0', _before: { display: 'none' } },
  }),
  marker: css({
    position: 'absolute',
    insetStart: { base: '[calc(0.5rem - 0.5rem)]', lg: '[calc(9.5rem - 0.5rem)]' },
    top: { base: '[0.45rem]', lg: '[0.7rem]' },
    boxSize: '4',
    borderRadius: 'full',
    bg: 'bg',
    borderWidth: '3px',
    borderColor: 'brand.solid',
  }),
  yearLabel: css({
    textAlign: { lg: 'end' },
    fontSize: { base: '2xl', lg: '3xl' },
    fontWeight: 'bold',
    lineHeight: 'shorter',
    color: 'brand.fg',
    fontVariantNumeric: 'tabular-nums',
  }),
  milestones: css({ display: 'grid', gap: '8' }),
  milestone: css(milestoneLayout, { gridTemplateColumns: 'minmax(0, 1fr)' }),
  // The picture beside the text from `lg`.
  milestoneWithPicture: css(milestoneLayout, {
    gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 15rem' },
  }),
  title: heading({ size: 'md' }),
  description: css({ mt: '2', color: 'fg.muted', lineHeight: 'tall', maxW: 'prose' }),
  picture: css({ maxW: { base: '[16rem]', lg: '[none]' } }),
}

/**
 * The company's history as a vertical timeline: a rail with a marker per year, the year (in the
 * reader's era), then what happened. One column on phones; from `lg` the years stand left of the
 * rail and the picture sits beside the text.
 */
export function MilestoneTimeline({ years }: MilestonesPage) {
  const { t } = useTranslation('company')
  if (years.length === 0) return <EmptyNote>{t('milestones.empty')}</EmptyNote>
  return (
    <StaticHtml as="ol" className={styles.years}>
      {years.map(({ year, yearLabel, items }) => (
        <li key={year} className={styles.year}>
          <div aria-hidden="true" className={styles.marker} />
          <time dateTime={String(year)} className={styles.yearLabel}>
            {yearLabel}
          </time>
          <div className={styles.milestones}>
            {items.map((milestone) => (
              <div
                key={milestone._id}
                className={milestone.image ? styles.milestoneWithPicture : styles.milestone}
              >
                <div>
                  <h2 className={styles.title} lang={langAttribute(milestone.titleLang)}>
                    {milestone.title}
                  </h2>
                  <p className={styles.description} lang={langAttribute(milestone.descriptionLang)}>
                    {milestone.description}
                  </p>
                </div>
                <FramedImage
                  className={styles.picture}
                  image={milestone.image}
                  sizes="(min-width: 1024px) 240px, 256px"
                  rounded="md"
                />
              </div>
            ))}
          </div>
        </li>
      ))}
    </StaticHtml>
  )
}
