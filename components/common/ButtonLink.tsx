import { Link } from '@/components/common/Link'
import type { ComponentProps } from 'react'
import { cx } from '@/styled-system/css'
import { ctaLink } from '@/styled-system/recipes'

// Each look as a class name known at build time (lib/build/pandaStaticCalls.cjs).
const VARIANTS = {
  solid: ctaLink({ variant: 'solid' }),
  light: ctaLink({ variant: 'light' }),
  outlineLight: ctaLink({ variant: 'outlineLight' }),
}

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: keyof typeof VARIANTS }

/** A link that looks like a button, for calls to action that navigate. */
export function ButtonLink({ variant = 'solid', className, ...props }: ButtonLinkProps) {
  return <Link className={cx(VARIANTS[variant], className)} {...props} />
}
