import { langAttribute } from '@/components/common/InLanguage'
import { css, cx } from '@/styled-system/css'
import { balancedGrid, heading, panel } from '@/styled-system/recipes'
import type { PageSectionOf } from '@/lib/page/contentPage'
import { SectionFrame } from './SectionFrame'

const grid = css.raw({ display: 'grid', gap: { base: '4', lg: '6' } })

const styles = {
  intro: css({ color: 'fg.muted', fontSize: { base: 'md', lg: 'lg' }, maxW: 'prose', mb: '6' }),
  statement: css({
    borderStartWidth: '4px',
    borderStartColor: 'brand.solid',
    ps: { base: '5', lg: '8' },
  }),
  statementTitle: heading({ size: 'lg' }),
  statementText: css({
    mt: '3',
    fontSize: { base: 'lg', lg: '2xl' },
    lineHeight: 'moderate',
    maxW: '3xl',
  }),
  // Two or four statements read as pairs; three columns would leave one alone on a row.
  pairs: css(grid, {
    gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(2, 1fr)' },
  }),
  // Other counts three to a row, a short last row centred (five: 3 2).
  threes: cx(balancedGrid({ columns: 'threeFromXl' }), css({ gap: { base: '4', lg: '6' } })),
  // On the section's own background: a plain panel looks as a bordered box would.
  item: cx(panel({ tone: 'plain' }), css({ p: { base: '5', lg: '6' } })),
  itemTitle: heading({ size: 'md' }),
  itemText: css({ mt: '2', color: 'fg.muted', lineHeight: 'tall' }),
}

/**
 * Statements (vision, mission, values, policies). A single statement is the section's message
 * and reads as one large line; several sit in a grid of cards.
 */
export function ValuesSection({ section }: { section: PageSectionOf<'valuesSection'> }) {
  const [only] = section.items
  const isSingle = section.items.length === 1 && only !== undefined
  const hasPairs = section.items.length === 2 || section.items.length === 4
  return (
    <SectionFrame heading={section.heading} headingLang={section.headingLang}>
      {section.intro && (
        <p className={styles.intro} lang={langAttribute(section.introLang)}>
          {section.intro}
        </p>
      )}
      {isSingle ? (
        <div className={styles.statement}>
          <h3 className={styles.statementTitle}>{only.title}</h3>
          <p className={styles.statementText}>{only.text}</p>
        </div>
      ) : (
        <ul className={hasPairs ? styles.pairs : styles.threes}>
          {section.items.map((item) => (
            <li key={item._key} className={styles.item}>
              <h3 className={styles.itemTitle} lang={langAttribute(item.titleLang)}>
                {item.title}
              </h3>
              <p className={styles.itemText} lang={langAttribute(item.textLang)}>
                {item.text}
              </p>
            </li>
          ))}
        </ul>
      )}
    </SectionFrame>
  )
}
