import { useEffect, useRef, type RefObject } from 'react'

// Native controls work before a page has hydrated: a visitor may pick a year or a sort order,
// tick a box or type while the page's code is still starting, all the more as the page hydrates
// in slices (lib/client/timeSlicedHydration.ts). React then hydrates the control with the value
// the server rendered: the control shows the visitor's choice, the page does not follow it.
// These hooks take, once on mount, a control that differs from what React rendered as the
// visitor's choice. A control mounted later (client-side navigation) never differs.

/** For a `<select>`, a text field or a text area. */
export function useValueChosenBeforeHydration(
  ref: RefObject<HTMLSelectElement | HTMLInputElement | HTMLTextAreaElement | null>,
  rendered: string,
  onChoose: (value: string) => void,
) {
  const latest = useRef({ rendered, onChoose })
  latest.current = { rendered, onChoose }
  useEffect(() => {
    const value = ref.current?.value
    if (value !== undefined && value !== latest.current.rendered) latest.current.onChoose(value)
  }, [ref])
}

/**
 * For a checkbox, or a radio button (only the one the visitor checked reports: the browser
 * unchecks the group's others by itself).
 */
export function useCheckedChosenBeforeHydration(
  ref: RefObject<HTMLInputElement | null>,
  rendered: boolean,
  onChoose: (checked: boolean) => void,
) {
  const latest = useRef({ rendered, onChoose })
  latest.current = { rendered, onChoose }
  useEffect(() => {
    const input = ref.current
    if (!input || input.checked === latest.current.rendered) return
    if (input.type === 'radio' && !input.checked) return
    latest.current.onChoose(input.checked)
  }, [ref])
}
