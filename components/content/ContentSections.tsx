import type { ComponentType } from 'react'
import { css } from '@/styled-system/css'
import type { PageSection, PageSectionOf } from '@/lib/page/contentPage'
import { CtaRow, CtaSection } from './sections/CtaSection'
import { ImageTextSection } from './sections/ImageTextSection'
import { StatsSection } from './sections/StatsSection'
import { TextRow, TextSection } from './sections/TextSection'
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
type Text = PageSectionOf<'textSection'>
type Run = { _type: 'ctaSection'; sections: Cta[] } | { _type: 'textSection'; sections: Text[] }

/**
 * The sections with each run of consecutive sections of a grouped type gathered into one row
 * (calls to action always; text sections when the page asks). A lone one stays as it is.
 */
export function groupRuns(
  sections: readonly PageSection[],
  grouped: readonly Run['_type'][] = ['ctaSection'],
): (PageSection | Run)[] {
  const entries: (PageSection | Run)[] = []
  for (const section of sections) {
    const last = entries.at(-1)
    if (section._type !== 'ctaSection' && section._type !== 'textSection') entries.push(section)
    else if (!grouped.includes(section._type)) entries.push(section)
    else if (last && isRun(last) && last._type === section._type) {
      ;(last.sections as PageSection[]).push(section)
    } else entries.push({ _type: section._type, sections: [section] } as Run)
  }
  return entries.map((entry) =>
    isRun(entry) && entry.sections.length === 1 ? entry.sections[0]! : entry,
  )
}

const isRun = (entry: PageSection | Run): entry is Run => !('_key' in entry)

/** A run's row: calls to action side by side, or text sections in columns. */
function RunRow({ run }: { run: Run }) {
  return run._type === 'ctaSection' ? (
    <CtaRow sections={run.sections} />
  ) : (
    <TextRow sections={run.sections} />
  )
}

interface ContentSectionsProps {
  sections: PageSection[]
  /**
   * Consecutive text sections side by side from `lg` (two letters on the leadership page), not
   * one under the other at a reading measure that leaves the page's right half empty.
   */
  hasTextColumns?: boolean
}

/** The typed sections of a content page, in the editors' order. */
export function ContentSections({ sections, hasTextColumns = false }: ContentSectionsProps) {
  const runs = groupRuns(sections, hasTextColumns ? ['ctaSection', 'textSection'] : ['ctaSection'])
  return (
    <div className={styles.root}>
      {runs.map((entry) =>
        isRun(entry) ? (
          <RunRow key={entry.sections[0]!._key} run={entry} />
        ) : (
          <Section key={entry._key} section={entry} />
        ),
      )}
    </div>
  )
}
