import type { ComponentType } from 'react'
import { css } from '@/styled-system/css'
import type { PageSection, PageSectionOf } from '@/lib/page/contentPage'
import { CtaRow, CtaSection } from './sections/CtaSection'
import { ImageTextSection } from './sections/ImageTextSection'
import { StatsSection } from './sections/StatsSection'
import { TextSection } from './sections/TextSection'
import { ValuesSection } from './sections/ValuesSection'

type SectionType = PageSection['_type']

const styles = { root: css({ pb: { base: '8', lg: '12' } }) }

/** One renderer per section `_type` of the page schema. */
export const sectionRenderers: {
  [T in SectionType]: ComponentType<{ section: PageSectionOf<T> }>
} = {
  textSection: TextSection,
  imageTextSection: ImageTextSection,
  statsSection: StatsSection,
  valuesSection: ValuesSection,
  ctaSection: CtaSection,
}

function Section({ section }: { section: PageSection }) {
  // The map pairs each `_type` with its renderer; TypeScript cannot follow that pairing through
  // an index, hence the widening. A type the site does not know yet (a newer schema) is skipped.
  const Renderer = sectionRenderers[section._type] as
    ComponentType<{ section: PageSection }> | undefined
  return Renderer ? <Renderer section={section} /> : null
}

type Cta = PageSectionOf<'ctaSection'>

/** The sections with each run of consecutive calls to action gathered into one row. */
export function groupCtaRuns(sections: readonly PageSection[]): (PageSection | Cta[])[] {
  const grouped: (PageSection | Cta[])[] = []
  for (const section of sections) {
    const last = grouped.at(-1)
    if (section._type !== 'ctaSection') grouped.push(section)
    else if (Array.isArray(last)) last.push(section)
    else grouped.push([section])
  }
  return grouped.map((entry) => (Array.isArray(entry) && entry.length === 1 ? entry[0]! : entry))
}

/** The typed sections of a content page, in the editors' order. */
export function ContentSections({ sections }: { sections: PageSection[] }) {
  return (
    <div className={styles.root}>
      {groupCtaRuns(sections).map((entry) =>
        Array.isArray(entry) ? (
          <CtaRow key={entry[0]!._key} sections={entry} />
        ) : (
          <Section key={entry._key} section={entry} />
        ),
      )}
    </div>
  )
}
