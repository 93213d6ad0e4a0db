import { chakra } from '@chakra-ui/react'
import NextLink from 'next/link'
import { ArrowRightIcon } from '@/components/common/icons'

const StyledLink = chakra(NextLink, {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    color: 'brand.fg',
    fontWeight: 'semibold',
    borderRadius: 'sm',
    _hover: { textDecoration: 'underline' },
  },
})

/** A text link onwards, to the page with the rest of a list. */
export function MoreLink({ href, children }: { href: string; children: string }) {
  return (
    <StyledLink href={href}>
      {children}
      <ArrowRightIcon />
    </StyledLink>
  )
}
