// Its own module: the product list and the news list both page, and neither should download the
// other's code with it.

export type PaginationItem = { type: 'page'; page: number } | { type: 'gap'; key: string }

/**
 * The page links to show: always the first and last page and the pages around the current
 * one, with a gap where pages are left out (1 … 4 5 6 … 12). A gap never hides a single page.
 */
export function paginationItems(current: number, pageCount: number, around = 1): PaginationItem[] {
  const shown = new Set<number>([1, pageCount])
  for (let page = current - around; page <= current + around; page += 1) {
    if (page >= 1 && page <= pageCount) shown.add(page)
  }
  const pages = [...shown].sort((a, b) => a - b)
  const items: PaginationItem[] = []
  pages.forEach((page, index) => {
    const previous = pages[index - 1]
    if (previous !== undefined && page - previous === 2) {
      items.push({ type: 'page', page: page - 1 })
    } else if (previous !== undefined && page - previous > 2) {
      items.push({ type: 'gap', key: `gap-${previous}` })
    }
    items.push({ type: 'page', page })
  })
  return items
}
