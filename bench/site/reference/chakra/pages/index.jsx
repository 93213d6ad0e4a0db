// The plain reference page's content in Chakra's components, styled with the site's tokens.
import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react'
import { SECTIONS, TEXT } from '../../sections.mjs'

export { getStaticProps } from '../../sections.mjs'

export default function ChakraReferencePage({ generatedAt }) {
  return (
    <Container as="main" py="8">
      <Stack gap="4">
        <Heading as="h1">Reference page</Heading>
        <Text>Generated at {generatedAt}.</Text>
        {SECTIONS.map((name) => (
          <Box as="section" key={name} p="4" borderWidth="1px" borderColor="border">
            <Heading as="h2" size="md">
              {name}
            </Heading>
            <Text color="fg.muted">{TEXT}</Text>
            <Button mt="2">Read more</Button>
          </Box>
        ))}
      </Stack>
    </Container>
  )
}
