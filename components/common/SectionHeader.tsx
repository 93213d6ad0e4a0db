import { Link } from '@/components/common/Link'
import type { ReactNode } from 'react'
import { cx } from '@/styled-system/css'
import { heading, sectionHeader } from '@/styled-system/recipes'
import { ArrowRightIcon } from './icons'
import { KeepWhole } from './KeepWhole'

// Every look a section header can take, as class names known at build time (the calls below are
// replaced by their results: see lib/build/pandaStaticCalls.cjs).
const HEADER = {
  section: sectionHeader({ kind: 'section' }),
  related: sectionHeader({ kind: 'related' }),
}
const FULL_WIDTH_INTRO = sectionHeader({ introWidth: 'full' }).intro
const HEADING = {
  md: heading({ size: 'md' }),
  lg: heading({ size: 'lg' }),
  xl: heading({ size: 'xl' }),
}
const MORE_LINK = sectionHeader().more

interface SectionHeaderProps {
  /** The heading's id, which the section names itself by (`aria-labelledby`). */
  id: string
  title: string
  intro?: string
  /** The heading's level and size: `h2`/`xl` for a page's sections, `h2`/`lg` for related lists. */
  as?: 'h2' | 'h3'
  size?: keyof typeof HEADING
  /** `section`: a section of a page; `related`: a list under an article or a product. */
  kind?: keyof typeof HEADER
  /** The introduction's width: a readable measure, or the whole row for a one-liner. */
  introWidth?: 'prose' | 'full'
  /** Across from the heading: the way to the whole list (a `ButtonLink` or a `MoreLink`). */
  action?: ReactNode
  className?: string
}

/** A section's heading, its introduction and, across from them, where to go for the rest. */
export function SectionHeader({
  id,
  title,
  intro,
  as: Heading = 'h2',
  size = 'xl',
  kind = 'section',
  introWidth = 'prose',
  action,
  className,
}: SectionHeaderProps) {
  const classes = HEADER[kind]
  return (
    <div className={cx(classes.root, className)}>
      <div>
        <Heading id={id} className={HEADING[size]}>
          <KeepWhole>{title}</KeepWhole>
        </Heading>
        {intro && (
          <p className={introWidth === 'full' ? FULL_WIDTH_INTRO : classes.intro}>
            <KeepWhole>{intro}</KeepWhole>
          </p>
        )}
      </div>
      {action}
    </div>
  )
}

/** The underlined "all of them" link with an arrow, across from a related list's heading. */
export function MoreLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className={MORE_LINK}>
      {children}
      <ArrowRightIcon />
    </Link>
  )
}
