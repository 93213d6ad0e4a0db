import NextLink from 'next/link'
import type { ComponentProps } from 'react'
import { cx } from '@/styled-system/css'
import { ctaLink, type CtaLinkVariantProps } from '@/styled-system/recipes'

type ButtonLinkProps = ComponentProps<typeof NextLink> & CtaLinkVariantProps

/** A link that looks like a button, for calls to action that navigate. */
export function ButtonLink({ variant, className, ...props }: ButtonLinkProps) {
  return <NextLink className={cx(ctaLink({ variant }), className)} {...props} />
}
