import { useId, type ReactNode } from 'react'
import { css, cx } from '@/styled-system/css'
import { container } from '@/styled-system/patterns'
import { heading as headingRecipe } from '@/styled-system/recipes'
import { langAttribute, type FallbackLang } from '@/components/common/InLanguage'

/** A content section's heading: also the heading of each column of a row of text sections. */
export const sectionHeadingClass = cx(
  headingRecipe({ size: 'xl' }),
  css({ mb: { base: '4', lg: '6' }, maxW: '3xl' }),
)

const styles = {
  plain: css({ py: { base: '6', lg: '10' } }),
  tinted: css({ bg: 'bg.subtle', py: { base: '10', lg: '16' } }),
  inner: container(),
}

interface SectionFrameProps {
  heading: string | null
  /** The heading's language when it is the other language's text (see InLanguage). */
  headingLang?: FallbackLang
  /** A band in the subtle background colour, to set key figures apart from running text. */
  isTinted?: boolean
  children: ReactNode
}

/** The frame every content section shares: spacing, width, and a heading that names it. */
export function SectionFrame({
  heading,
  headingLang,
  isTinted = false,
  children,
}: SectionFrameProps) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={heading ? headingId : undefined}
      className={isTinted ? styles.tinted : styles.plain}
    >
      <div className={styles.inner}>
        {heading && (
          <h2 id={headingId} className={sectionHeadingClass} lang={langAttribute(headingLang)}>
            {heading}
          </h2>
        )}
        {children}
      </div>
    </section>
  )
}
