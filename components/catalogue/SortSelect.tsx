import { useTranslation } from '@/lib/i18n/useTranslation'
import { useId, useRef } from 'react'
import { css, cx } from '@/styled-system/css'
import { select } from '@/styled-system/recipes'
import { ChevronDownIcon } from '@/components/common/icons'
import { useValueChosenBeforeHydration } from '@/components/forms/useChosenBeforeHydration'
import { PRODUCT_SORTS, isProductSort, type ProductSort } from '@/lib/catalogue/listSelection'

const sortSelect = select({ size: 'sm' })

const styles = {
  root: css({ display: 'flex', alignItems: 'center', gap: '2' }),
  label: css({ fontSize: 'sm', color: 'fg.muted', whiteSpace: 'nowrap' }),
  field: sortSelect.root,
  control: cx(
    sortSelect.control,
    css({
      h: '10',
      ps: '3',
      borderWidth: '1px',
      borderColor: 'gray.400',
      borderRadius: 'md',
      bg: 'bg',
      color: 'fg',
      fontSize: 'sm',
    }),
  ),
  indicator: sortSelect.indicator,
}

interface SortSelectProps {
  value: ProductSort
  onChange: (sort: ProductSort) => void
}

/** The list's order: featured first (the default), by name, or newest first. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const { t } = useTranslation('catalogue')
  const id = useId()
  const control = useRef<HTMLSelectElement>(null)
  const choose = (sort: string) => {
    if (isProductSort(sort)) onChange(sort)
  }
  useValueChosenBeforeHydration(control, value, choose)
  return (
    <div className={styles.root}>
      <label htmlFor={id} className={styles.label}>
        {t('sort.label')}
      </label>
      <div className={styles.field}>
        <select
          id={id}
          ref={control}
          className={styles.control}
          value={value}
          onChange={(event) => choose(event.target.value)}
          data-testid="sort-select"
        >
          {PRODUCT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </select>
        <div className={styles.indicator}>
          <ChevronDownIcon />
        </div>
      </div>
    </div>
  )
}
