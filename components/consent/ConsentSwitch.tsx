import type { ChangeEvent } from 'react'
import { css, cx } from '@/styled-system/css'

const styles = {
  root: css({ position: 'relative', display: 'inline-flex', flexShrink: 0, w: '12', h: '6' }),
  // The real control, invisible over the whole track: it takes the clicks and the focus, and
  // the track (its next sibling, a `peer`) draws its state.
  input: cx(
    'peer',
    css({
      position: 'absolute',
      inset: '0',
      w: 'full',
      h: 'full',
      m: '0',
      opacity: 0,
      cursor: 'pointer',
      zIndex: '[1]',
      _disabled: { cursor: 'not-allowed' },
    }),
  ),
  track: css({
    w: 'full',
    h: 'full',
    borderRadius: 'full',
    bg: 'gray.500',
    transitionProperty: '[background-color]',
    transitionDuration: 'fast',
    _peerChecked: { bg: 'brand.solid', _after: { transform: 'translateX(1.5rem)' } },
    _peerDisabled: { opacity: 0.6 },
    // The site's two-tone ring (lib/theme/focusRing.ts), drawn on the track.
    _peerFocusVisible: {
      outline: '2px solid',
      outlineColor: 'focusRing',
      outlineOffset: '0.5',
      boxShadow: 'focusRing',
    },
    // The knob.
    _after: {
      content: '""',
      position: 'absolute',
      top: '1',
      insetStart: '1',
      w: '4',
      h: '4',
      borderRadius: 'full',
      bg: 'white',
      boxShadow: 'sm',
      transitionProperty: '[transform]',
      transitionDuration: 'fast',
    },
  }),
}

interface ConsentSwitchProps {
  id: string
  checked: boolean
  disabled?: boolean
  /** The id of the text that explains the category. */
  describedBy: string
  onChange: (checked: boolean) => void
}

/**
 * A native checkbox announced as a switch, drawn as a track and knob. The visible label is a
 * `<label htmlFor>` next to it.
 */
export function ConsentSwitch({
  id,
  checked,
  disabled,
  describedBy,
  onChange,
}: ConsentSwitchProps) {
  return (
    <span className={styles.root}>
      <input
        type="checkbox"
        role="switch"
        id={id}
        className={styles.input}
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked)}
      />
      <span aria-hidden className={styles.track} />
    </span>
  )
}
