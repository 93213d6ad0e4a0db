import { Box, chakra } from '@chakra-ui/react'
import type { ChangeEvent } from 'react'

interface ConsentSwitchProps {
  id: string
  checked: boolean
  disabled?: boolean
  /** The id of the text that explains the category. */
  describedBy: string
  onChange: (checked: boolean) => void
}

/**
 * A native checkbox announced as a switch, drawn as a track and knob (no switch recipe is
 * registered). The visible label is a `<label htmlFor>` next to it.
 */
export function ConsentSwitch({
  id,
  checked,
  disabled,
  describedBy,
  onChange,
}: ConsentSwitchProps) {
  return (
    <Box as="span" position="relative" display="inline-flex" flexShrink={0} w="12" h="6">
      <chakra.input
        type="checkbox"
        role="switch"
        id={id}
        className="peer"
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked)}
        position="absolute"
        inset="0"
        w="full"
        h="full"
        m="0"
        opacity={0}
        cursor={disabled ? 'not-allowed' : 'pointer'}
        zIndex={1}
      />
      <Box
        as="span"
        aria-hidden
        w="full"
        h="full"
        borderRadius="full"
        bg="gray.500"
        transitionProperty="background-color"
        transitionDuration="fast"
        _peerChecked={{ bg: 'brand.solid' }}
        _peerDisabled={{ opacity: 0.6 }}
        _peerFocusVisible={{
          outline: '2px solid',
          outlineColor: 'focusRing',
          outlineOffset: '2px',
        }}
        _after={{
          content: '""',
          position: 'absolute',
          top: '1',
          insetStart: '1',
          w: '4',
          h: '4',
          borderRadius: 'full',
          bg: 'white',
          boxShadow: 'sm',
          transitionProperty: 'transform',
          transitionDuration: 'fast',
        }}
        css={{ '.peer:checked ~ &::after': { transform: 'translateX(1.5rem)' } }}
      />
    </Box>
  )
}
