import { Box, Dialog, Portal, Text, chakra } from '@chakra-ui/react'
import { useTranslation } from 'next-i18next/pages'
import { CloseIcon } from '@/components/common/icons'
import { SiteImage } from '@/components/common/SiteImage'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import type { Person } from '@/lib/content/company'
import { formatDate } from '@/lib/i18n/format'

interface ProfileDialogProps {
  person: Person
  isOpen: boolean
  onClose: () => void
  returnFocusTo: () => HTMLElement | null
}

/**
 * One person's profile. Chakra's Dialog brings the focus trap, Escape and a click outside to
 * close, and hands the focus back to the button that opened it.
 */
export function ProfileDialog({ person, isOpen, onClose, returnFocusTo }: ProfileDialogProps) {
  const { t } = useTranslation('company')
  const { lang } = useCurrentPath()
  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(details) => !details.open && onClose()}
      closeOnEscape
      closeOnInteractOutside
      finalFocusEl={returnFocusTo}
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="profile-dialog">
            <Dialog.CloseTrigger asChild>
              <chakra.button
                type="button"
                aria-label={t('people.closeProfile')}
                display="inline-flex"
                alignItems="center"
                justifyContent="center"
                boxSize="10"
                borderRadius="md"
                cursor="pointer"
                bg="bg"
                _hover={{ bg: 'bg.muted' }}
              >
                <CloseIcon />
              </chakra.button>
            </Dialog.CloseTrigger>
            <Dialog.Body pt={{ base: '5', md: '8' }} px={{ base: '5', md: '8' }} pb="8">
              <Box
                display="grid"
                gridTemplateColumns={{ base: '6rem minmax(0, 1fr)', md: '10rem minmax(0, 1fr)' }}
                gap={{ base: '4', md: '6' }}
                alignItems="center"
                pe="8"
              >
                {person.photo && (
                  <SiteImage
                    image={person.photo}
                    sizes="(min-width: 640px) 160px, 96px"
                    style={{ width: '100%', height: 'auto', borderRadius: '0.75rem' }}
                  />
                )}
                <Box>
                  <Dialog.Title asChild>
                    <chakra.h2
                      fontSize={{ base: 'lg', md: 'xl' }}
                      fontWeight="bold"
                      lineHeight="short"
                    >
                      {person.name}
                    </chakra.h2>
                  </Dialog.Title>
                  <Text mt="1" color="brand.fg" fontWeight="semibold" lineHeight="short">
                    {person.position}
                  </Text>
                  {person.appointedOn && (
                    <Text mt="2" fontSize="sm" color="fg.muted">
                      {t('people.appointedOn', { date: formatDate(person.appointedOn, lang) })}
                    </Text>
                  )}
                </Box>
              </Box>
              <Dialog.Description asChild>
                <Text mt="6" lineHeight="tall" fontSize={{ base: 'md', md: 'lg' }} color="fg">
                  {person.profile}
                </Text>
              </Dialog.Description>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
