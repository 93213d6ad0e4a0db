import dynamic from 'next/dynamic'
import { useTranslation } from 'next-i18next/pages'
import { useRef, useState } from 'react'
import { css } from '@/styled-system/css'
import type { Person, PeoplePage } from '@/lib/content/company'
import { loadProfileDialog } from './loadProfileDialog'
import { PersonCard } from './PersonCard'

// The dialog's code (Chakra Dialog, focus trap) is fetched the first time a profile is opened.
const ProfileDialog = dynamic(() => loadProfileDialog().then((mod) => mod.ProfileDialog), {
  ssr: false,
})

const styles = {
  empty: css({ color: 'fg.muted' }),
  grid: css({
    display: 'grid',
    gridTemplateColumns: {
      base: '1fr',
      md: 'repeat(2, minmax(0, 1fr))',
      lg: 'repeat(3, minmax(0, 1fr))',
      xl: 'repeat(4, minmax(0, 1fr))',
    },
    columnGap: { base: '6', lg: '8' },
    rowGap: { base: '8', lg: '12' },
  }),
}

/** The board or the executives: a grid of people, each profile read on demand in a dialog. */
export function PeopleGrid({ people }: PeoplePage) {
  const { t } = useTranslation('company')
  const [shown, setShown] = useState<Person | null>(null)
  const [isOpen, setIsOpen] = useState(false)
  // The button that opened the profile gets the focus back when the dialog closes.
  const trigger = useRef<HTMLButtonElement | null>(null)

  if (people.length === 0) return <p className={styles.empty}>{t('people.empty')}</p>
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
