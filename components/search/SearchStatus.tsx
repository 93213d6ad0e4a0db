import { Box, Button, Text } from '@chakra-ui/react'
import { formatNumber } from '@/lib/i18n/format'
import type { Lang } from '@/lib/i18n/lang'
import type { SearchResponse } from '@/lib/search/types'
import type { useSiteSearch } from '@/lib/search/useSiteSearch'
import { useSearchTranslation } from './useSearchTranslation'

interface SearchStatusProps {
  search: ReturnType<typeof useSiteSearch>
  /** The answer on screen (possibly for the previous query while the next is on its way). */
  response: SearchResponse | undefined
  lang: Lang
}

/**
 * What the search is doing, in a live region so screen readers hear it once typing pauses:
 * searching, how many were found, nothing found, or a failure with a way to try again.
 */
export function SearchStatus({ search, response, lang }: SearchStatusProps) {
  const { t } = useSearchTranslation()
  const isCurrent = response !== undefined && response.query === search.query && !search.isSettling
  const shown = response ? response.groups.reduce((sum, group) => sum + group.hits.length, 0) : 0

  let message = null
  if (search.isError && !search.isSettling) {
    message = (
      <Box display="flex" alignItems="center" gap="3" flexWrap="wrap">
        <Text color="red.700">{t('status.error')}</Text>
        <Button size="sm" variant="outline" onClick={() => void search.refetch()}>
          {t('status.retry')}
        </Button>
      </Box>
    )
  } else if (!isCurrent) {
    message = <Text color="fg.muted">{t('status.loading')}</Text>
  } else if (response.total === 0) {
    message = (
      <>
        <Text fontWeight="semibold">{t('status.empty', { query: response.query })}</Text>
        <Text color="fg.muted" fontSize="sm" mt="1">
          {t('status.emptyHint')}
        </Text>
      </>
    )
  } else {
    message = (
      <Text color="fg.muted" fontSize="sm">
        {t('status.found', { count: formatNumber(response.total, lang), query: response.query })}
        {response.total > shown && ` · ${t('status.shown', { shown: formatNumber(shown, lang) })}`}
      </Text>
    )
  }
  return (
    <Box role="status" mt="4" minH="6">
      {message}
    </Box>
  )
}
