import { css, cx } from '@/styled-system/css'
import { input } from '@/styled-system/recipes'

/**
 * The search field of the modal and of the search page: a text input with the search icon
 * inside its start edge.
 */
export const searchField = {
  icon: css({
    position: 'absolute',
    insetStart: '3',
    top: '[50%]',
    transform: 'translateY(-50%)',
    color: 'fg.muted',
  }),
  input: cx(input(), css({ ps: '10' })),
}
