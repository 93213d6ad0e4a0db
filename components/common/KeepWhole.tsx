/* eslint-disable @typescript-eslint/no-require-imports -- the server's copy, see staticContent */
import { useContext, type ReactNode } from 'react'
import { css } from '@/styled-system/css'
import type { UnitRange } from '@/lib/typography/wholeLength'
import { InStaticHtml } from './staticHtmlContext'
import { StaticHtml } from './StaticHtml'

// The server's finder and dictionary, left out of the browser's build (see staticContent.tsx):
// the browser keeps the server's HTML of static content and never needs them.
const splitOnServer =
  typeof window === 'undefined'
    ? (
        require('@/lib/typography/lineBreakStore') as typeof import('@/lib/typography/lineBreakStore')
      ).splitOnServer
    : null

const unit = css({ whiteSpace: 'nowrap' })

/** `text` cut at the units' ranges: the units as spans the browser does not break. */
function renderUnits(text: string, units: readonly UnitRange[]): ReactNode {
  const pieces: ReactNode[] = []
  let position = 0
  for (const [start, end] of units) {
    if (start < position || end > text.length) continue
    if (start > position) pieces.push(text.slice(position, start))
    pieces.push(
      <span key={start} className={unit}>
        {text.slice(start, end)}
      </span>,
    )
    position = end
  }
  if (position < text.length) pieces.push(text.slice(position))
  return pieces
}

/**
 * Text in which a line never ends inside a name, a date, a time or a listed compound
 * (lib/typography/lineBreakUnits.ts): each unit is a span the browser does not break. Inside
 * StaticHtml the server finds them itself; a component the browser renders too (hydrated, or
 * opened later like the profile dialog) passes the `units` its loader found
 * (`lineBreakUnitsOf`), so both sides draw the same spans, or keeps the server's HTML of the
 * text (`isOwnStaticHtml`). Otherwise the text is drawn as it is.
 */
export function KeepWhole({
  children,
  units,
  isOwnStaticHtml = false,
}: {
  children: string
  units?: readonly UnitRange[] | null
  /**
   * In a hydrated component, a text of the page's content that never changes while the page is
   * shown: kept as the server drew it in a StaticHtml span of its own, units and all.
   */
  isOwnStaticHtml?: boolean
}) {
  const isStatic = useContext(InStaticHtml)
  if (units) return units.length ? renderUnits(children, units) : children
  if (!isStatic && isOwnStaticHtml)
    return (
      <StaticHtml as="span">
        <KeepWhole>{children}</KeepWhole>
      </StaticHtml>
    )
  const found = isStatic && splitOnServer ? splitOnServer(children) : null
  return found?.length ? renderUnits(children, found) : children
}
