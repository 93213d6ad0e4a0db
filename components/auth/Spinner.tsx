import { css, cx } from '@/styled-system/css'

const ring = css.raw({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: 'full',
  borderStyle: 'solid',
  borderColor: 'current',
  // Half the ring is clear: its turning is what shows the wait.
  borderBottomColor: 'transparent',
  borderInlineStartColor: 'transparent',
  animation: 'spin 500ms linear infinite',
  // Slower, not stopped: with the motion reduced it still says that something is under way.
  _motionReduce: { animationDuration: '[1.5s]' },
})

const sizes = {
  /** As tall as the text beside it (in a button). */
  inherit: css(ring, { boxSize: '[1em]', borderWidth: '[0.125em]' }),
  lg: css(ring, { boxSize: '8', borderWidth: '2px' }),
}

interface SpinnerProps {
  size: keyof typeof sizes
  /** The colour (`color`) and the placement; the ring is drawn in the current colour. */
  className?: string
}

/** A turning ring beside a text that says what is under way: decorative, hidden from readers. */
export function Spinner({ size, className }: SpinnerProps) {
  return <span aria-hidden="true" className={cx(sizes[size], className)} />
}
