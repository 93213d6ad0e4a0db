import { ContactPersonList } from '@/components/contacts/ContactPersonList'
import type { ContactPerson } from '@/lib/contacts/contactPersons'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { HubSection } from '@/components/common/HubSection'

/** The named investor-relations contacts: name, role, e-mail and phone (the press room's cards). */
export function InvestorContacts({ contacts }: { contacts: readonly ContactPerson[] }) {
  const { t } = useTranslation('press')
  return (
    <HubSection heading={t('contacts.investorOverviewHeading')} data-testid="investor-contacts">
      <ContactPersonList contacts={contacts} />
    </HubSection>
  )
}
