import { Text, type TextProps } from '@chakra-ui/react'

/** A visible notice about what the page shows instead of what was asked for. */
export function Notice(props: TextProps) {
  return (
    <Text
      px="4"
      py="3"
      borderStartWidth="4px"
      borderColor="orange.600"
      bg="orange.50"
      borderRadius="md"
      {...props}
    />
  )
}
