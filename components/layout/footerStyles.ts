import { css, cx } from '@/styled-system/css'
import { heading } from '@/styled-system/recipes'

/** A footer column's heading (the contact column and the link columns alike). */
export const footerColumnHeading = cx(
  heading(),
  css({ fontSize: 'sm', fontWeight: 'bold', letterSpacing: '0.04em', color: 'white', mb: '3' }),
)

/** A link on the footer's dark ground. */
export const footerLink = css({
  color: 'gray.200',
  borderRadius: 'sm',
  _hover: { color: 'white', textDecoration: 'underline' },
})
