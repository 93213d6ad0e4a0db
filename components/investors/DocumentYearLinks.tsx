import { useRouter } from 'next/router'
import { Link } from '@/components/common/Link'
import { css } from '@/styled-system/css'
import { chip } from '@/styled-system/recipes'
import { shallowListTarget, type ListAddress } from '@/lib/routing/listHref'
import type { YearOption } from './YearSelect'

const styles = {
  list: css({ display: 'flex', flexWrap: 'wrap', gap: '2', fontVariantNumeric: 'tabular-nums' }),
  link: chip({ shape: 'pill' }),
}

interface DocumentYearLinksProps {
  label: string
  /** Newest first. */
  options: readonly YearOption[]
  value: number
  yearAddress: (year: number) => ListAddress
}

/**
 * Every year of a document list as a link to its own address (`?year=2024`): a crawler and a
 * visitor without JavaScript reach each year, and with it the list changes without a reload,
 * as the year select does.
 */
export function DocumentYearLinks({ label, options, value, yearAddress }: DocumentYearLinksProps) {
  const router = useRouter()
  return (
    <nav aria-label={label} data-print-hide data-testid="document-years">
      <ul className={styles.list}>
        {options.map((option) => (
          <li key={option.year}>
            <Link
              {...shallowListTarget(router, yearAddress(option.year))}
              shallow
              scroll={false}
              aria-current={option.year === value ? 'true' : undefined}
              className={styles.link}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
