import { Box } from '@chakra-ui/react'
import { useSession } from 'next-auth/react'
import { useTranslation } from '@/lib/i18n/useTranslation'

const DOT_COLOUR = {
  loading: 'gold.400',
  authenticated: 'green.600',
  unauthenticated: 'red.600',
} as const

/**
 * The next-auth session's status (spec point 4: loading, authenticated, unauthenticated), shown
 * in words beside a coloured dot and announced when it changes.
 */
export function SessionStatus() {
  const { t } = useTranslation('console')
  const { status } = useSession()
  return (
    <Box
      role="status"
      data-session-status={status}
      display="inline-flex"
      alignItems="center"
      gap="1.5"
      fontSize="xs"
      fontWeight="medium"
      whiteSpace="nowrap"
    >
      <Box
        as="span"
        aria-hidden="true"
        boxSize="2.5"
        flexShrink={0}
        borderRadius="full"
        bg={DOT_COLOUR[status]}
        boxShadow="0 0 0 2px {colors.white}"
      />
      {t(`session.${status}`)}
    </Box>
  )
}
