import { useRouter } from 'next/router'
import { Link } from '@/components/common/Link'
import { useTranslation } from '@/lib/i18n/useTranslation'
import type { NamespaceWith } from '@/lib/i18n/keys'
import { css } from '@/styled-system/css'
import { paginationItems } from '@/lib/lists/pagination'
import { shallowListTarget, type ListAddress } from '@/lib/routing/listHref'

const cell = css.raw({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1.5',
  minW: '10',
  h: '10',
  px: '3',
  borderRadius: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
})

const pageLink = css(cell, {
  borderWidth: '1px',
  borderColor: 'border',
  color: 'fg',
  _hover: { borderColor: 'brand.solid', color: 'brand.fg' },
  '&[aria-current="page"]': {
    bg: 'brand.solid',
    borderColor: 'brand.solid',
    color: 'white',
    _hover: { color: 'white' },
  },
})

const inactiveCell = css(cell, { color: 'fg.muted' })

const list = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: '2',
})

interface PaginationProps {
  page: number
  pageCount: number
  /** The address of a page of the list, its other choices kept. */
  hrefFor: (page: number) => ListAddress | string
  /** The namespace holding the `pagination.*` labels of this list. */
  namespace: NamespaceWith<'pagination'>
  /** Called before the (shallow) navigation a page link starts. */
  onNavigate?: () => void
  /** False for a list its server renders per address: the page's data must be fetched again. */
  shallow?: boolean
}

/**
 * Page links of a list (`?page=n`), with previous and next: real links, so every page can be
 * opened in a new tab or found by a crawler. Nothing when one page holds all.
 */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  namespace,
  onNavigate,
  shallow = true,
}: PaginationProps) {
  const { t } = useTranslation(namespace)
  const router = useRouter()
  if (pageCount <= 1) return null
  const link = (target: number) => {
    const href = hrefFor(target)
    return {
      ...(shallow && typeof href !== 'string' ? shallowListTarget(router, href) : { href }),
      shallow,
      scroll: !shallow,
      onClick: onNavigate,
      className: pageLink,
    }
  }
  return (
    <nav aria-label={t('pagination.label')}>
      <ul className={list}>
        {/* At either end the arrow stays in place, greyed out and hidden from assistive tech.
            Previous and next are named by the word they show (the list's label says which
            pages): an aria-label of their own did not contain that word as seen (WCAG 2.5.3). */}
        <li aria-hidden={page > 1 ? undefined : 'true'}>
          {page > 1 ? (
            <Link {...link(page - 1)} rel="prev">
              <span aria-hidden="true">‹</span> {t('pagination.previous')}
            </Link>
          ) : (
            <span className={inactiveCell}>
              <span>‹</span>
              {t('pagination.previous')}
            </span>
          )}
        </li>
        {paginationItems(page, pageCount).map((item) =>
          item.type === 'gap' ? (
            <li key={item.key} className={inactiveCell} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                {...link(item.page)}
                aria-label={t('pagination.page', { page: item.page })}
                aria-current={item.page === page ? 'page' : undefined}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li aria-hidden={page < pageCount ? undefined : 'true'}>
          {page < pageCount ? (
            <Link {...link(page + 1)} rel="next">
              {t('pagination.next')} <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span className={inactiveCell}>
              {t('pagination.next')}
              <span>›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}
