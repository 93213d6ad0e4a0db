import { useEffect, useEffectEvent, type RefObject } from 'react'

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
  const takeIn = useEffectEvent((value: string) => {
    if (value !== rendered) onChoose(value)
  })
  useEffect(() => {
    const value = ref.current?.value
    if (value !== undefined) takeIn(value)
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
  const takeIn = useEffectEvent((input: HTMLInputElement) => {
    if (input.checked === rendered || (input.type === 'radio' && !input.checked)) return
    onChoose(input.checked)
  })
  useEffect(() => {
    if (ref.current) takeIn(ref.current)
  }, [ref])
}

type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/**
 * For a whole form's controls, by field name: the fields the visitor filled in (or ticked)
 * before hydration, reported once, together.
 */
export function useFieldsFilledBeforeHydration(
  controls: RefObject<Partial<Record<string, FormControl | null>>>,
  onFilled: (fields: Record<string, string | boolean>) => void,
) {
  const takeIn = useEffectEvent(() => {
    const filled: Record<string, string | boolean> = {}
    for (const [field, control] of Object.entries(controls.current)) {
      if (!control) continue
      if (control instanceof HTMLInputElement && control.type === 'checkbox') {
        if (control.checked) filled[field] = true
      } else if (control.value !== '') filled[field] = control.value
    }
    if (Object.keys(filled).length > 0) onFilled(filled)
  })
  useEffect(() => takeIn(), [])
}
