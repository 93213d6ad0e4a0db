import { Box, chakra, Text } from '@chakra-ui/react'
import { useId, type ReactNode } from 'react'
import { useAdminLayout } from './AdminLayoutContext'

interface AdminPanelProps {
  /** The panel's heading (already translated); the panel is a region named by it. */
  title?: ReactNode
  /** Its level under the page's h1. */
  headingLevel?: 2 | 3
  /** A line above the content saying what the panel shows (already translated). */
  intro?: ReactNode
  children: ReactNode
  'data-testid'?: string
}

/** A card of console content, dressed by the current layout (rounded, ruled, boxy, compact…). */
export function AdminPanel({
  title,
  headingLevel = 2,
  intro,
  children,
  'data-testid': testId,
}: AdminPanelProps) {
  const { styles } = useAdminLayout()
  const headingId = useId()
  return (
    <Box
      as="section"
      aria-labelledby={title === undefined ? undefined : headingId}
      css={styles.panel}
      data-testid={testId}
    >
      {title !== undefined && (
        <chakra.h2 as={`h${headingLevel}`} id={headingId} css={styles.panelTitle}>
          {title}
        </chakra.h2>
      )}
      <Box css={styles.panelBody}>
        {intro !== undefined && (
          <Text mb="3" color="fg.muted" fontSize="sm">
            {intro}
          </Text>
        )}
        {children}
      </Box>
    </Box>
  )
}
