import { defineRecipe } from '@chakra-ui/react'

export const containerRecipe = defineRecipe({
  className: 'container',
  base: { width: 'full', maxWidth: 'page', mx: 'auto', px: { base: '4', md: '6', xl: '8' } },
})
