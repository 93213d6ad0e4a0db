import { useRef } from 'react'
import { css } from '@/styled-system/css'
import { useCheckedChosenBeforeHydration } from '@/components/forms/useChosenBeforeHydration'
import { FacetOptionLabel } from './FacetOptionLabel'

const styles = {
  // The whole row is the target.
  row: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2.5',
    minH: '10',
    px: '2',
    borderRadius: 'md',
    fontSize: 'sm',
    cursor: 'pointer',
    _hover: { bg: 'bg.muted' },
    '&:has(input:disabled)': {
      color: 'fg.muted',
      cursor: 'not-allowed',
      _hover: { bg: 'transparent' },
    },
  }),
  input: css({
    flexShrink: 0,
    w: '4',
    h: '4',
    m: '0',
    accentColor: 'brand.solid',
    cursor: 'inherit',
  }),
}

interface FacetOptionProps {
  type: 'checkbox' | 'radio'
  name: string
  value: string
  label: string
  /** Products with this value; none for a choice that is not a value ("all countries"). */
  count?: number
  checked: boolean
  disabled: boolean
  onChange: () => void
}

/** One choice of a facet, in its list: the native control and its label with the count. */
export function FacetOption({ label, count, ...input }: FacetOptionProps) {
  const control = useRef<HTMLInputElement>(null)
  useCheckedChosenBeforeHydration(control, input.checked, input.onChange)
  return (
    <li>
      <label className={styles.row}>
        <input ref={control} className={styles.input} {...input} />
        <FacetOptionLabel label={label} count={count} />
      </label>
    </li>
  )
}
