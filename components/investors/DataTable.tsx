import { useTranslation } from '@/lib/i18n/useTranslation'
import { useId, type ComponentProps, type ReactNode } from 'react'
import { cx } from '@/styled-system/css'
import { dataTable, panel } from '@/styled-system/recipes'

const classes = dataTable()
const styles = { frame: cx(panel({ tone: 'plain' }), classes.frame) }

interface DataTableProps {
  caption: string
  /** Wider than a phone: its cells do not wrap, and a hint says the frame scrolls sideways. */
  isWide?: boolean
  children: ReactNode
  'data-testid'?: string
}

/**
 * A data table in a frame that scrolls sideways when the screen is narrower than the table.
 * The frame is a named, focusable region so keyboard users can scroll it too; the caption
 * stays in view while the table scrolls.
 */
export function DataTable({ caption, isWide = false, children, ...rest }: DataTableProps) {
  const { t } = useTranslation('investors')
  const captionId = useId()
  return (
    <div>
      <div role="region" aria-labelledby={captionId} tabIndex={0} className={styles.frame}>
        <table className={classes.table} {...rest}>
          <caption id={captionId} className={classes.caption}>
            <span className={classes.title}>{caption}</span>
          </caption>
          {children}
        </table>
      </div>
      {isWide && (
        <p className={classes.hint} data-print-hide>
          {t('tables.scrollHint')}
        </p>
      )}
    </div>
  )
}

/** A header cell; `data-numeric` right-aligns it above a column of figures. */
export function Th({ className, ...props }: ComponentProps<'th'>) {
  return <th className={cx(classes.columnHeader, className)} {...props} />
}

/** A data cell; `data-numeric` sets figures in aligned (tabular) digits, right-aligned. */
export function Td({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cx(classes.cell, className)} {...props} />
}

/** A row's header (`th scope="row"`) drawn as a data cell: the row's name among its figures. */
export function RowHeader({ className, ...props }: ComponentProps<'th'>) {
  return <th scope="row" className={cx(classes.cell, className)} {...props} />
}
