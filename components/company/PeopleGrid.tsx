import dynamic from 'next/dynamic'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { useRef, useState } from 'react'
import { css, cx } from '@/styled-system/css'
import { balancedGrid } from '@/styled-system/recipes'
import { EmptyNote } from '@/components/common/EmptyNote'
import type { Person, PeoplePage } from '@/lib/company/company'
import { loadProfileDialog } from './loadProfileDialog'
import { PersonCard } from './PersonCard'

// The dialog's code (Chakra Dialog, focus trap) is fetched the first time a profile is opened.
const ProfileDialog = dynamic(() => loadProfileDialog().then((mod) => mod.ProfileDialog), {
  ssr: false,
})

const styles = {
  grid: cx(
    balancedGrid({ columns: 'fourFromXl' }),
    css({ columnGap: { base: '6', lg: '8' }, rowGap: { base: '8', lg: '12' } }),
  ),
}

/** The board or the executives: a grid of people, each profile read on demand in a dialog. */
export function PeopleGrid({ people }: PeoplePage) {
  const { t } = useTranslation('company')
  const [shown, setShown] = useState<Person | null>(null)
  const [isOpen, setIsOpen] = useState(false)
  // The button that opened the profile gets the focus back when the dialog closes.
  const trigger = useRef<HTMLButtonElement | null>(null)

  if (people.length === 0) return <EmptyNote>{t('people.empty')}</EmptyNote>
  return (
    <>
      <ul className={styles.grid}>
        {people.map((person) => (
          <PersonCard
            key={person._id}
            person={person}
            onReadProfile={(button) => {
              trigger.current = button
              setShown(person)
              setIsOpen(true)
            }}
          />
        ))}
      </ul>
      {shown && (
        <ProfileDialog
          person={shown}
          isOpen={isOpen}
          onClose={() => setIsOpen(false)}
          returnFocusTo={() => trigger.current}
        />
      )}
    </>
  )
}
