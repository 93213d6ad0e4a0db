import { useId, useRef } from 'react'
import { css, cx } from '@/styled-system/css'
import { input, select } from '@/styled-system/recipes'
import { ChevronDownIcon } from '@/components/common/icons'
import { useValueChosenBeforeHydration } from '@/components/forms/useChosenBeforeHydration'

const classes = select()

const styles = {
  root: css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' }),
  label: css({ fontWeight: 'semibold' }),
  field: cx(classes.root, css({ minW: '[9rem]' })),
  control: cx(
    input(),
    classes.control,
    css({
      fontWeight: 'semibold',
      fontVariantNumeric: 'tabular-nums',
      borderColor: 'gray.400',
      _hover: { borderColor: 'brand.solid' },
      // The border stays as it is on keyboard focus: the focus ring shows it.
      _focusVisible: { borderColor: 'gray.400' },
    }),
  ),
}

/** A year to choose: Gregorian, and as the page's readers count it (`2568` on Thai pages). */
export interface YearOption {
  year: number
  label: string
}

interface YearSelectProps {
  label: string
  /** Newest first. */
  options: readonly YearOption[]
  value: number
  onChange: (year: number) => void
}

/**
 * A labelled native select of years, shown as the page's readers count them (2568 on Thai
 * pages) while the value stays Gregorian: the URL and the content use Gregorian years.
 */
export function YearSelect({ label, options, value, onChange }: YearSelectProps) {
  const id = useId()
  const control = useRef<HTMLSelectElement>(null)
  useValueChosenBeforeHydration(control, String(value), (year) => onChange(Number(year)))
  return (
    <div className={styles.root} data-print-hide>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.field}>
        <select
          id={id}
          ref={control}
          value={value}
          onChange={(event) => onChange(Number(event.target.value))}
          className={styles.control}
          data-testid="year-select"
        >
          {options.map((option) => (
            <option key={option.year} value={option.year}>
              {option.label}
            </option>
          ))}
        </select>
        <div className={classes.indicator}>
          <ChevronDownIcon />
        </div>
      </div>
    </div>
  )
}
