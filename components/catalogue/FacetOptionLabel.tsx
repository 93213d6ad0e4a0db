import { Box, chakra } from '@chakra-ui/react'
import { useCountLabel } from './useCountLabel'

interface FacetOptionLabelProps {
  label: string
  count?: number
}

/** A facet value's text and product count ("Fresh meat 12"; read as "Fresh meat, 12 products"). */
export function FacetOptionLabel({ label, count }: FacetOptionLabelProps) {
  const countLabel = useCountLabel()
  return (
    <>
      <Box as="span" flex="1" minW="0">
        {label}
      </Box>
      {count !== undefined && (
        <>
          <Box
            as="span"
            aria-hidden="true"
            flexShrink={0}
            minW="7"
            px="1.5"
            borderRadius="full"
            bg="bg.muted"
            fontSize="xs"
            fontWeight="medium"
            textAlign="center"
            lineHeight="1.6"
          >
            {count}
          </Box>
          <chakra.span srOnly>, {countLabel('filters.count', count)}</chakra.span>
        </>
      )}
    </>
  )
}
