import { langAttribute } from '@/components/common/InLanguage'
import { css, cx } from '@/styled-system/css'
import { balancedGrid } from '@/styled-system/recipes'
import type { PageSectionOf } from '@/lib/page/contentPage'
import { SectionFrame } from './SectionFrame'

const styles = {
  // Five figures lay out 3 2 (2 2 1 on a phone), each short row centred.
  list: cx(balancedGrid({ columns: 'twoThenThree' }), css({ gap: { base: '4', lg: '6' } })),
  // The value comes after its label in the markup (a term and its definition) and shows above it.
  figure: css({
    display: 'flex',
    flexDirection: 'column-reverse',
    justifyContent: 'flex-end',
    gap: '2',
    p: { base: '4', lg: '6' },
    bg: 'bg',
    borderRadius: 'lg',
    borderTopWidth: '3px',
    borderTopColor: 'brand.solid',
  }),
  label: css({ color: 'fg.muted', fontSize: { base: 'sm', lg: 'md' }, lineHeight: 'short' }),
  value: css({
    fontSize: { base: '2xl', lg: '4xl' },
    fontWeight: 'bold',
    lineHeight: 'shorter',
    color: 'fg',
    fontVariantNumeric: 'tabular-nums',
  }),
}

/** Key figures: each value large, with what it counts underneath, on a tinted band. */
export function StatsSection({ section }: { section: PageSectionOf<'statsSection'> }) {
  return (
    <SectionFrame heading={section.heading} headingLang={section.headingLang} isTinted>
      <dl className={styles.list}>
        {section.items.map((item) => (
          <div key={item._key} className={styles.figure}>
            <dt className={styles.label} lang={langAttribute(item.labelLang)}>
              {item.label}
            </dt>
            <dd className={styles.value}>{item.value}</dd>
          </div>
        ))}
      </dl>
    </SectionFrame>
  )
}
