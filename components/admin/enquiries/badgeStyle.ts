import type { BoxProps } from '@chakra-ui/react'

/** The pill every badge of an enquiry shares (its status, "Example"); each adds its colours. */
export const ENQUIRY_BADGE: BoxProps = {
  as: 'span',
  display: 'inline-block',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  fontSize: 'sm',
  fontWeight: 'semibold',
  whiteSpace: 'nowrap',
}
