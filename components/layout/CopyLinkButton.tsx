import { chakra } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import { LinkIcon } from '@/components/common/icons'
import { notify } from '@/lib/toast/notify'

/** Copies the page address for sharing, and says in a toast whether it worked. */
export function CopyLinkButton() {
  const { t } = useTranslation('common')
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href)
      void notify({
        type: 'success',
        title: t('footer.linkCopied'),
        description: t('footer.linkCopiedText'),
      })
    } catch {
      void notify({
        type: 'error',
        title: t('footer.copyFailed'),
        description: t('footer.copyFailedText'),
      })
    }
  }
  return (
    <chakra.button
      type="button"
      onClick={copy}
      mt="5"
      display="inline-flex"
      alignItems="center"
      gap="2"
      px="3"
      h="9"
      fontSize="sm"
      color="white"
      borderWidth="1px"
      borderColor="gray.500"
      borderRadius="md"
      cursor="pointer"
      _hover={{ bg: 'gray.800' }}
      _focusVisible={{ outlineColor: 'white' }}
    >
      <LinkIcon />
      {t('footer.copyLink')}
    </chakra.button>
  )
}
