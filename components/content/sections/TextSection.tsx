import { RichText } from '@/components/content/RichText'
import type { PageSectionOf } from '@/lib/page/contentPage'
import { SectionFrame } from './SectionFrame'

/** A heading (optional) and rich text at a readable measure. */
export function TextSection({ section }: { section: PageSectionOf<'textSection'> }) {
  return (
    <SectionFrame heading={section.heading} headingLang={section.headingLang}>
      <RichText value={section.body} lang={section.bodyLang} />
    </SectionFrame>
  )
}
