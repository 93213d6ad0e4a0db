import NextLink from 'next/link'
import type { ReactNode } from 'react'
import { cx } from '@/styled-system/css'
import { heading, sectionHeader, type SectionHeaderVariantProps } from '@/styled-system/recipes'
import { ArrowRightIcon } from './icons'

interface SectionHeaderProps extends SectionHeaderVariantProps {
  /** The heading's id, which the section names itself by (`aria-labelledby`). */
  id: string
  title: string
  intro?: string
  /** The heading's level and size: `h2`/`xl` for a page's sections, `h2`/`lg` for related lists. */
  as?: 'h2' | 'h3'
  size?: 'md' | 'lg' | 'xl'
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
  kind,
  action,
  className,
}: SectionHeaderProps) {
  const classes = sectionHeader({ kind })
  return (
    <div className={cx(classes.root, className)}>
      <div>
        <Heading id={id} className={heading({ size })}>
          {title}
        </Heading>
        {intro && <p className={classes.intro}>{intro}</p>}
      </div>
      {action}
    </div>
  )
}

/** The underlined "all of them" link with an arrow, across from a related list's heading. */
export function MoreLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <NextLink href={href} className={sectionHeader().more}>
      {children}
      <ArrowRightIcon />
    </NextLink>
  )
}
