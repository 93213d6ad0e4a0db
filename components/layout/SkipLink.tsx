import { chakra } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'

export const MAIN_CONTENT_ID = 'main-content'

/** The first focusable element: jumps over the header to the page's content. */
export function SkipLink() {
  const { t } = useTranslation('common')
  return (
    <chakra.a
      href={`#${MAIN_CONTENT_ID}`}
      position="absolute"
      insetStart="4"
      top="-20"
      zIndex="progress"
      px="4"
      py="2"
      bg="brand.solid"
      color="white"
      borderRadius="md"
      _focusVisible={{
        top: '2',
        outline: '2px solid',
        outlineColor: 'focusRing',
        outlineOffset: '2px',
      }}
    >
      {t('header.skipToContent')}
    </chakra.a>
  )
}
