import { Box } from '@chakra-ui/react'

const bar = { bg: 'bg.muted', borderRadius: 'sm' } as const

/** The shape of a product card while its product loads (hidden from assistive technology). */
export function ProductCardSkeleton() {
  return (
    <Box
      aria-hidden="true"
      h="full"
      borderWidth="1px"
      borderColor="border"
      borderRadius="lg"
      overflow="hidden"
      // The theme's fade, run back and forth: a slow pulse, still for reduced motion.
      animation="fade-in 900ms ease-in-out infinite alternate"
      _motionReduce={{ animation: 'none' }}
      data-testid="product-card-skeleton"
    >
      <Box {...bar} borderRadius="0" aspectRatio="1" />
      <Box p={{ base: '3', md: '4' }}>
        <Box {...bar} h="4" w="80%" />
        <Box {...bar} h="3" w="50%" mt="3" />
        <Box {...bar} h="3" w="60%" mt="3" />
      </Box>
    </Box>
  )
}
