import { Box, chakra } from '@chakra-ui/react'
import NextLink, { type LinkProps } from 'next/link'
import { useTranslation } from 'next-i18next/pages'
import { paginationItems } from '@/lib/news/listing'

const cell = {
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
} as const

const PageLink = chakra(NextLink, {
  base: {
    ...cell,
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
  },
})

interface PaginationProps {
  page: number
  pageCount: number
  /** The address of a page of the list, its other choices kept. */
  hrefFor: (page: number) => LinkProps['href']
  /** The namespace holding the `pagination.*` labels of this list. */
  namespace: string
  /** Called before the (shallow) navigation a page link starts. */
  onNavigate?: () => void
}

/**
 * Page links of a list (`?page=n`), with previous and next: real links, so every page can be
 * opened in a new tab or found by a crawler. Nothing when one page holds all.
 */
export function Pagination({ page, pageCount, hrefFor, namespace, onNavigate }: PaginationProps) {
  const { t } = useTranslation(namespace)
  if (pageCount <= 1) return null
  const link = (target: number) => ({
    href: hrefFor(target),
    shallow: true,
    scroll: false,
    onClick: onNavigate,
  })
  return (
    <nav aria-label={t('pagination.label')}>
      <chakra.ul
        listStyle="none"
        display="flex"
        flexWrap="wrap"
        justifyContent="center"
        alignItems="center"
        gap="2"
      >
        {/* At either end the arrow stays in place, greyed out and hidden from assistive tech. */}
        <Box as="li" aria-hidden={page > 1 ? undefined : 'true'}>
          {page > 1 ? (
            <PageLink {...link(page - 1)} rel="prev" aria-label={t('pagination.previousPage')}>
              <span aria-hidden="true">‹</span> {t('pagination.previous')}
            </PageLink>
          ) : (
            <Box as="span" {...cell} color="fg.muted">
              <span>‹</span>
              {t('pagination.previous')}
            </Box>
          )}
        </Box>
        {paginationItems(page, pageCount).map((item) =>
          item.type === 'gap' ? (
            <Box as="li" key={item.key} {...cell} color="fg.muted" aria-hidden="true">
              …
            </Box>
          ) : (
            <li key={item.page}>
              <PageLink
                {...link(item.page)}
                aria-label={t('pagination.page', { page: item.page })}
                aria-current={item.page === page ? 'page' : undefined}
              >
                {item.page}
              </PageLink>
            </li>
          ),
        )}
        <Box as="li" aria-hidden={page < pageCount ? undefined : 'true'}>
          {page < pageCount ? (
            <PageLink {...link(page + 1)} rel="next" aria-label={t('pagination.nextPage')}>
              {t('pagination.next')} <span aria-hidden="true">›</span>
            </PageLink>
          ) : (
            <Box as="span" {...cell} color="fg.muted">
              {t('pagination.next')}
              <span>›</span>
            </Box>
          )}
        </Box>
      </chakra.ul>
    </nav>
  )
}
