import { Box, Button, Text } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { InboxIcon } from '@/components/admin/shell/AdminIcons'

/**
 * Why a list of enquiries is empty, said as it is: none at all yet, none matching the filters
 * set (with the way to clear them), or a page past the last one (with the way to the first).
 */
export type EnquiriesEmptyKind = 'none' | 'filtered' | 'page'

const TEXT = {
  none: { title: 'enquiries.emptyNone', text: 'enquiries.emptyNoneText' },
  filtered: { title: 'enquiries.emptyFiltered', text: 'enquiries.emptyFilteredText' },
  page: { title: 'enquiries.emptyPage', text: null },
} as const

export function EnquiriesEmpty({
  kind,
  onAction,
}: {
  kind: EnquiriesEmptyKind
  /** Clears the filters (`filtered`) or goes to the first page (`page`). */
  onAction?: () => void
}) {
  const { t } = useTranslation('admin')
  const { title, text } = TEXT[kind]
  return (
    <Box py="8" px="4" textAlign="center" data-testid="enquiries-empty" data-empty={kind}>
      <Box color="fg.muted" display="flex" justifyContent="center">
        <InboxIcon width="2rem" height="2rem" />
      </Box>
      <Text mt="3" fontSize="lg" fontWeight="semibold">
        {t(title)}
      </Text>
      {text !== null && (
        <Text mt="1" color="fg.muted" maxW="32rem" mx="auto">
          {t(text)}
        </Text>
      )}
      {kind !== 'none' && onAction !== undefined && (
        <Button mt="4" size="sm" variant="outline" onClick={onAction}>
          {t(kind === 'filtered' ? 'enquiries.clearFilters' : 'enquiries.firstPage')}
        </Button>
      )}
    </Box>
  )
}
