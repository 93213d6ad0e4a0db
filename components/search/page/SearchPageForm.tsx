import { useTranslation } from '@/lib/i18n/useTranslation'
import { css, cx } from '@/styled-system/css'
import { button } from '@/styled-system/recipes'
import type { Lang } from '@/lib/i18n/lang'
import { SEARCH_LIMITS } from '@/lib/search/types'
import { href } from '@/lib/routes'
import { SearchFieldInput } from '../SearchFieldInput'

const styles = {
  label: css({ display: 'block', fontWeight: 'semibold', mb: '2' }),
  row: css({ display: 'flex', gap: '2', maxW: '2xl' }),
  field: css({ position: 'relative', flex: '1', minW: '0' }),
  // As tall as the field beside it (the row stretches both).
  submit: cx(button({ variant: 'solid', size: 'md' }), css({ h: 'auto' })),
}

/**
 * A plain GET form to this page: it works before (or without) the page's script, and a new
 * query starts again from every type, page 1.
 */
export function SearchPageForm({ lang, query }: { lang: Lang; query: string }) {
  const { t } = useTranslation('searchPage')
  return (
    <form role="search" method="get" action={href(lang, 'search')}>
      <label htmlFor="search-page-query" className={styles.label}>
        {t('form.label')}
      </label>
      <div className={styles.row}>
        <SearchFieldInput
          fieldClassName={styles.field}
          id="search-page-query"
          defaultValue={query}
          maxLength={SEARCH_LIMITS.queryLength}
          placeholder={t('form.placeholder')}
          enterKeyHint="search"
        />
        <button type="submit" className={styles.submit}>
          {t('form.submit')}
        </button>
      </div>
    </form>
  )
}
