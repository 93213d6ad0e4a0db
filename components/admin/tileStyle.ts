import type { SystemStyleObject } from '@chakra-ui/react'

/** A ruled box that lights up under the pointer: the dashboard's counts, the settings' choices. */
export const tileStyle: SystemStyleObject = {
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  _hover: { bg: 'bg.muted' },
}
