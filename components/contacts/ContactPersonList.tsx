import type { ContactPerson } from '@/lib/contacts/contactPersons'
import { css, cx } from '@/styled-system/css'
import { balancedGrid } from '@/styled-system/recipes'
import { ContactPersonCard } from './ContactPersonCard'

const styles = {
  // Two to a row from `md`, three from `xl`, never one lonely card on the last row.
  list: cx(balancedGrid({ columns: 'threeFromXl' }), css({ gap: '4' })),
}

/** A desk's named contacts as cards, in the editors' order; nothing when there is none. */
export function ContactPersonList({ contacts }: { contacts: readonly ContactPerson[] }) {
  if (contacts.length === 0) return null
  return (
    <ul className={styles.list}>
      {contacts.map((contact) => (
        <li key={contact._id}>
          <ContactPersonCard contact={contact} />
        </li>
      ))}
    </ul>
  )
}
