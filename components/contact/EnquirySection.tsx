import { Box, Heading, Text } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import { EnquiryForm } from './EnquiryForm'

/** The enquiry form with its heading, on a panel of its own. */
export function EnquirySection({ organisation }: { organisation: string }) {
  const { t } = useTranslation('contact')
  return (
    <Box
      as="section"
      aria-labelledby="contact-form-heading"
      bg="bg.subtle"
      borderWidth="1px"
      borderColor="border"
      borderRadius="lg"
      p={{ base: '5', md: '8' }}
    >
      <Heading as="h2" id="contact-form-heading" size="lg">
        {t('form.heading')}
      </Heading>
      <Text mt="2" mb="6" color="fg.muted">
        {t('form.intro')}
      </Text>
      <EnquiryForm organisation={organisation} />
    </Box>
  )
}
