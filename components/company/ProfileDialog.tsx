import { langAttribute } from '@/components/common/InLanguage'
import { Dialog, Portal } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { css, cx } from '@/styled-system/css'
import { closeButton } from '@/styled-system/recipes'
import { CloseIcon } from '@/components/common/icons'
import { SiteImage } from '@/components/common/SiteImage'
import { OverlayProvider } from '@/components/overlays/OverlayProvider'
import { overlayRootProps } from '@/components/overlays/overlayRootProps'
import type { Person } from '@/lib/company/company'
import { KeepWhole } from '@/components/common/KeepWhole'
import { WholeText, withNoBreakSpaces } from '@/components/common/WholeText'
import { OfficerProfileFacts } from './OfficerProfileFacts'

// Panda's classes on the dialog's parts win over the parts' runtime recipe (a later layer).
const styles = {
  body: css({ pt: { base: '5', md: '8' }, px: { base: '5', md: '8' }, pb: '8' }),
  // Room at the end for the close button over the panel's corner.
  summary: css({ pe: '8' }),
  // A real photograph beside the name, when the company has one (docs/decisions.md).
  withPhoto: css({
    display: 'grid',
    gridTemplateColumns: { base: '6rem minmax(0, 1fr)', md: '10rem minmax(0, 1fr)' },
    gap: { base: '4', md: '6' },
    alignItems: 'center',
  }),
  // The text-first header: a short rule in the brand's colour above the name.
  rule: css({ w: '12', h: '1', bg: 'brand.solid', borderRadius: 'full', mb: '4' }),
  name: css({ fontSize: { base: 'lg', md: 'xl' }, fontWeight: 'bold', lineHeight: 'short' }),
  position: css({ mt: '1', color: 'brand.fg', fontWeight: 'semibold', lineHeight: 'short' }),
  appointedOn: css({ mt: '2', fontSize: 'sm', color: 'fg.muted' }),
  profile: css({ mt: '6', lineHeight: 'tall', fontSize: { base: 'md', md: 'lg' }, color: 'fg' }),
}

interface ProfileDialogProps {
  person: Person
  isOpen: boolean
  onClose: () => void
  returnFocusTo: () => HTMLElement | null
}

/**
 * One person's profile. Chakra's Dialog (with its runtime, loaded with this module) brings the
 * focus trap, Escape and a click outside to close, and hands the focus back to the button that
 * opened it.
 */
export function ProfileDialog({ person, isOpen, onClose, returnFocusTo }: ProfileDialogProps) {
  const { t } = useTranslation('company')
  return (
    <OverlayProvider>
      <Dialog.Root {...overlayRootProps({ isOpen, onClose, returnFocusTo })}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="profile-dialog">
              <Dialog.CloseTrigger className={closeButton()} aria-label={t('people.closeProfile')}>
                <CloseIcon />
              </Dialog.CloseTrigger>
              <Dialog.Body className={styles.body}>
                <div className={cx(styles.summary, person.photo && styles.withPhoto)}>
                  {person.photo ? (
                    <SiteImage
                      image={person.photo}
                      sizes="(min-width: 640px) 160px, 96px"
                      fluid="inline"
                      rounded="lg"
                    />
                  ) : (
                    <div className={styles.rule} aria-hidden="true" />
                  )}
                  <div>
                    <Dialog.Title asChild>
                      <h2 className={styles.name} lang={langAttribute(person.nameLang)}>
                        <WholeText>{person.name}</WholeText>
                      </h2>
                    </Dialog.Title>
                    <p className={styles.position} lang={langAttribute(person.positionLang)}>
                      {person.position && (
                        <KeepWhole units={person.lineBreaks.position}>{person.position}</KeepWhole>
                      )}
                    </p>
                    {person.appointedOnLabel && (
                      <p className={styles.appointedOn}>
                        {t('people.appointedOn', {
                          date: withNoBreakSpaces(person.appointedOnLabel),
                        })}
                      </p>
                    )}
                  </div>
                </div>
                <Dialog.Description asChild>
                  <p className={styles.profile} lang={langAttribute(person.profileLang)}>
                    {person.profile && (
                      <KeepWhole units={person.lineBreaks.profile}>{person.profile}</KeepWhole>
                    )}
                  </p>
                </Dialog.Description>
                {person.officer && <OfficerProfileFacts officer={person.officer} />}
              </Dialog.Body>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </OverlayProvider>
  )
}
