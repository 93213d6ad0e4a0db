import { langAttribute } from '@/components/common/InLanguage'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { css, cx } from '@/styled-system/css'
import { button, heading } from '@/styled-system/recipes'
import { SiteImage } from '@/components/common/SiteImage'
import { preloadOnIntent } from '@/components/overlays/preloadOnIntent'
import type { Person } from '@/lib/company/company'
import { loadProfileDialog } from './loadProfileDialog'
import { KeepWhole } from '@/components/common/KeepWhole'
import { WholeText } from '@/components/common/WholeText'

const styles = {
  // Text first: a rule in the brand's colour over the name, the card's height its text's. No drawn
  // face stands in for a photograph the company does not have (docs/decisions.md).
  card: css({
    display: 'flex',
    flexDirection: 'column',
    borderTopWidth: '3px',
    borderColor: 'brand.solid',
    pt: '4',
  }),
  // A real photograph, when an editor uploads one: beside the text on phones, above it after.
  withPhoto: css({
    display: 'grid',
    gridTemplateColumns: { base: '7rem minmax(0, 1fr)', md: '1fr' },
    gap: '4',
    alignItems: 'start',
    alignContent: 'start',
    borderTopWidth: '0',
    pt: '0',
  }),
  name: heading({ size: 'md' }),
  position: css({ mt: '1', fontSize: 'sm', color: 'fg.muted', lineHeight: 'short' }),
  // A quiet outlined button that takes the brand's colours on hover.
  readProfile: cx(
    button({ variant: 'outline', size: 'md' }),
    css({
      fontSize: 'sm',
      mt: '3',
      color: 'fg',
      borderColor: 'border',
      _hover: { borderColor: 'brand.solid', color: 'brand.fg', bg: 'brand.subtle' },
    }),
  ),
}

interface PersonCardProps {
  person: Person
  onReadProfile: (button: HTMLButtonElement) => void
}

/** A name and position (and a photograph, if the company has one); a button opens the profile. */
export function PersonCard({ person, onReadProfile }: PersonCardProps) {
  const { t } = useTranslation('company')
  return (
    <li className={cx(styles.card, person.photo && styles.withPhoto)}>
      {person.photo && (
        <SiteImage
          image={person.photo}
          sizes="(min-width: 1280px) 280px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 112px"
          fluid="inline"
          rounded="lg"
        />
      )}
      <div>
        <h2 className={styles.name} lang={langAttribute(person.nameLang)}>
          <WholeText>{person.name}</WholeText>
        </h2>
        <p className={styles.position} lang={langAttribute(person.positionLang)}>
          {person.position && (
            <KeepWhole units={person.lineBreaks.position}>{person.position}</KeepWhole>
          )}
        </p>
        {person.profile && (
          <button
            type="button"
            className={styles.readProfile}
            aria-haspopup="dialog"
            aria-label={t('people.readProfileOf', { name: person.name })}
            onClick={(event) => onReadProfile(event.currentTarget)}
            {...preloadOnIntent(loadProfileDialog)}
          >
            {t('people.readProfile')}
          </button>
        )}
      </div>
    </li>
  )
}
