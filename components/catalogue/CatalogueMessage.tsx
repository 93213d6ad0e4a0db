import { Box, Button, Heading, Text } from '@chakra-ui/react'

interface CatalogueMessageProps {
  title: string
  text: string
  action: string
  onAction: () => void
  testId: string
}

/** In place of the grid: nothing matched (with a reset), or the list could not be loaded. */
export function CatalogueMessage({ title, text, action, onAction, testId }: CatalogueMessageProps) {
  return (
    <Box
      px={{ base: '5', md: '8' }}
      py={{ base: '8', md: '12' }}
      bg="bg.subtle"
      borderWidth="1px"
      borderColor="border"
      borderRadius="lg"
      textAlign="center"
      data-testid={testId}
    >
      <Heading as="h3" size="md">
        {title}
      </Heading>
      <Text mt="2" color="fg.muted" maxW="prose" mx="auto">
        {text}
      </Text>
      <Button mt="5" onClick={onAction}>
        {action}
      </Button>
    </Box>
  )
}
