import { useId } from 'react'
import { RichText } from '@/components/content/RichText'
import { langAttribute } from '@/components/common/InLanguage'
import { container } from '@/styled-system/patterns'
import type { PageSectionOf } from '@/lib/page/contentPage'
import { SectionFrame, sectionHeadingClass } from './SectionFrame'

type TextSectionData = PageSectionOf<'textSection'>

const styles = {
  // Each column keeps its reading measure; two of them fill the page's width from `lg`, on the
  // same columns as a row of calls to action below them (CtaRow).
  row: container({
    py: { base: '6', lg: '10' },
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
    columnGap: { lg: '6' },
    rowGap: '12',
  }),
}

/** A heading (optional) and rich text at a readable measure. */
export function TextSection({ section }: { section: TextSectionData }) {
  return (
    <SectionFrame heading={section.heading} headingLang={section.headingLang}>
      <RichText value={section.body} lang={section.bodyLang} />
    </SectionFrame>
  )
}

/** Text sections that follow one another, in columns side by side from `lg`. */
export function TextRow({ sections }: { sections: TextSectionData[] }) {
  return (
    <div className={styles.row}>
      {sections.map((section) => (
        <TextColumn key={section._key} section={section} />
      ))}
    </div>
  )
}

function TextColumn({ section }: { section: TextSectionData }) {
  const headingId = useId()
  return (
    <section aria-labelledby={section.heading ? headingId : undefined}>
      {section.heading && (
        <h2
          id={headingId}
          className={sectionHeadingClass}
          lang={langAttribute(section.headingLang)}
        >
          {section.heading}
        </h2>
      )}
      <RichText value={section.body} lang={section.bodyLang} />
    </section>
  )
}
