import { ContactPersonList } from '@/components/contacts/ContactPersonList'
import type { ContactPerson } from '@/lib/contacts/contactPersons'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { HubSection } from '@/components/common/HubSection'

interface PressContactsProps {
  mediaContacts: readonly ContactPerson[]
  investorContacts: readonly ContactPerson[]
}

/** The press room's named contacts: the media desk first, then investor relations. */
export function PressContacts({ mediaContacts, investorContacts }: PressContactsProps) {
  const { t } = useTranslation('press')
  return (
    <>
      {mediaContacts.length > 0 && (
        <HubSection
          heading={t('contacts.mediaHeading')}
          intro={t('contacts.mediaIntro')}
          data-testid="media-contacts"
        >
          <ContactPersonList contacts={mediaContacts} />
        </HubSection>
      )}
      {investorContacts.length > 0 && (
        <HubSection
          heading={t('contacts.investorHeading')}
          intro={t('contacts.investorIntro')}
          data-testid="investor-contacts"
        >
          <ContactPersonList contacts={investorContacts} />
        </HubSection>
      )}
    </>
  )
}
