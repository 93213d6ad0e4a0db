import { ContactValue } from '@/components/common/ContactValue'
import { langAttribute } from '@/components/common/InLanguage'
import { Link } from '@/components/common/Link'
import type { ContactPerson } from '@/lib/contacts/contactPersons'
import { telHref } from '@/lib/contact/telHref'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { css, cx } from '@/styled-system/css'
import { heading, link, panel } from '@/styled-system/recipes'

const styles = {
  root: cx(panel({ tone: 'plain' }), css({ h: 'full', p: { base: '5', lg: '6' } })),
  name: heading({ size: 'md' }),
  role: css({ mt: '1', color: 'fg.muted' }),
  details: css({
    mt: '4',
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: '3',
    rowGap: '1',
  }),
  term: css({ color: 'fg.muted' }),
  link: link({ variant: 'underline' }),
  languages: css({ mt: '3', fontSize: 'sm', color: 'fg.muted' }),
}

/** Which sentence says the languages a contact answers in ('' when none is given). */
function answersInKey(languages: ContactPerson['languages']) {
  if (languages.length > 1) return 'contacts.answersIn.both' as const
  const [only] = languages
  return only ? (`contacts.answersIn.${only}` as const) : null
}

/**
 * One named contact (components/contacts: the press room's media and IR contacts, the investor
 * overview's IR contact): name, role, an e-mail and a phone link, and the languages they
 * answer in. The addresses are drawn whole (ContactValue), never broken mid-token.
 */
export function ContactPersonCard({
  contact,
  headingLevel = 'h3',
}: {
  contact: ContactPerson
  headingLevel?: 'h3' | 'h4'
}) {
  const { t } = useTranslation('press')
  const Heading = headingLevel
  const languagesKey = answersInKey(contact.languages)
  return (
    <div className={styles.root} data-testid="contact-person">
      <Heading className={styles.name} lang={langAttribute(contact.nameLang)}>
        {contact.name}
      </Heading>
      <p className={styles.role} lang={langAttribute(contact.roleLang)}>
        {contact.role}
      </p>
      <dl className={styles.details}>
        <dt className={styles.term}>{t('contacts.email')}</dt>
        <dd>
          <Link href={`mailto:${contact.email}`} className={styles.link}>
            <ContactValue kind="email" value={contact.email} />
          </Link>
        </dd>
        <dt className={styles.term}>{t('contacts.phone')}</dt>
        <dd>
          <Link href={telHref(contact.phone)} className={styles.link}>
            <ContactValue kind="phone" value={contact.phone} />
          </Link>
        </dd>
      </dl>
      {languagesKey && <p className={styles.languages}>{t(languagesKey)}</p>}
    </div>
  )
}
