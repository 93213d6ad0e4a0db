import { useTranslation } from '@/lib/i18n/useTranslation'
import { css, cx } from '@/styled-system/css'
import { notice } from '@/styled-system/recipes'
import type { SelectionProblem } from '@/lib/catalogue/listSelection'

const styles = { notice: cx(notice(), css({ mb: '3' })) }

// A value from the address is shown back to the visitor: cut short, it cannot flood the page.
const shown = (value: string) => (value.length > 40 ? `${value.slice(0, 39)}…` : value)

/** What the address asked for that the list left out, each in a sentence. */
export function CatalogueNotices({ problems }: { problems: SelectionProblem[] }) {
  const { t } = useTranslation('catalogue')
  const text = (problem: SelectionProblem) => {
    switch (problem.type) {
      case 'unknownValue':
        return t('notices.unknownValue', {
          facet: t(`facetNames.${problem.facet}`),
          value: shown(problem.value),
        })
      case 'pageTooLarge':
        return t('notices.pageTooLarge', { page: problem.page })
      default:
        return t(`notices.${problem.type}`, { value: shown(problem.value) })
    }
  }
  return (
    <div role="status" data-testid="catalogue-notices">
      {problems.map((problem, index) => (
        <p
          // Problems come from one address in its order; two can read alike (a repeated value).
          key={`${problem.type}-${index}`}
          className={styles.notice}
        >
          {text(problem)}
        </p>
      ))}
    </div>
  )
}
