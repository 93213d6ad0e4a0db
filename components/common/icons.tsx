import type { ReactNode, SVGProps } from 'react'

// Small inline icons: a handful of paths is lighter than an icon library. All are decorative
// (aria-hidden); the control around them carries the accessible name.

export type IconProps = SVGProps<SVGSVGElement>

/** The frame every icon of the site shares: 1.25em, a 24×24 view box, decorative. */
const FRAME = { width: '1.25em', height: '1.25em', viewBox: '0 0 24 24' } satisfies IconProps

/** A line icon's strokes: the text's colour, 2 units wide, rounded. */
export const LINE: IconProps = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '2',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
}

/** A mark filled in the text's colour (a network's logo). */
export const FILLED: IconProps = { fill: 'currentColor' }

/** An icon's svg: the shared frame, its look (`LINE` unless given) and the caller's props. */
export function Icon({ look = LINE, ...props }: IconProps & { look?: IconProps }) {
  return <svg {...FRAME} {...look} aria-hidden="true" focusable="false" {...props} />
}

/** An icon component drawing `shapes` (its paths) in the given look. */
export function iconOf(shapes: ReactNode, look: IconProps = LINE) {
  return function DrawnIcon(props: IconProps) {
    return (
      <Icon look={look} {...props}>
        {shapes}
      </Icon>
    )
  }
}

export const SearchIcon = iconOf(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
)

export const MenuIcon = iconOf(<path d="M4 6h16M4 12h16M4 18h16" />)

export const CloseIcon = iconOf(<path d="M6 6l12 12M18 6 6 18" />)

export const ChevronDownIcon = iconOf(<path d="m6 9 6 6 6-6" />)

export const ArrowRightIcon = iconOf(<path d="M5 12h14M13 6l6 6-6 6" />)

export const LinkIcon = iconOf(
  <>
    <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
    <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
  </>,
)

export const GlobeIcon = iconOf(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </>,
)
