import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { css } from '@/styled-system/css'
import type { OfficerProfile, OutsidePosition } from '@/lib/company/officerProfile'
import { withNoBreakSpaces } from '@/components/common/WholeText'

const styles = {
  section: css({ mt: '8', borderTopWidth: '1px', borderColor: 'border', pt: '6' }),
  // No capitals: a Thai heading has none, and "ONE REPORT" beside Thai reads as shouting.
  title: css({ fontSize: 'md', fontWeight: 'semibold', color: 'brand.fg' }),
  // Each term over its value: the dialog is narrow at every width.
  list: css({ mt: '2', display: 'grid', rowGap: '1' }),
  term: css({
    fontSize: 'sm',
    fontWeight: 'semibold',
    color: 'fg.muted',
    lineHeight: 'short',
    mt: '3',
  }),
  value: css({ lineHeight: 'moderate', '& li + li': { mt: '1' } }),
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </>
  )
}

/** Items one to a line, or "None". */
function Lines({ items, none }: { items: { key: string; text: string }[]; none: string }) {
  if (items.length === 0) return <>{none}</>
  return (
    <ul>
      {items.map((item) => (
        <li key={item.key}>{item.text}</li>
      ))}
    </ul>
  )
}

/**
 * A director's or an executive's profile as the One Report (form 56-1) prints it: age, education,
 * director training, shareholding, other positions, first appointment, committees and family
 * relationship, each labelled in the page's language.
 */
export function OfficerProfileFacts({ officer }: { officer: OfficerProfile }) {
  const { t } = useTranslation('company')
  const none = t('people.facts.none')
  const positions = (list: OutsidePosition[]) =>
    list.map(({ key, position, company }) => ({
      key,
      text: t('people.facts.position', { position, company }),
    }))
  return (
    <section className={styles.section} data-testid="officer-profile">
      <h3 className={styles.title}>{t('people.facts.title')}</h3>
      <dl className={styles.list}>
        <Fact term={t('people.facts.age')}>{t('people.facts.ageYears', { age: officer.age })}</Fact>
        <Fact
          term={t(
            officer.isDirector
              ? 'people.facts.firstAppointedDirector'
              : 'people.facts.firstAppointedExecutive',
          )}
        >
          {withNoBreakSpaces(officer.firstAppointedOnLabel)}
        </Fact>
        <Fact term={t('people.facts.education')}>
          <Lines
            none={none}
            items={officer.education.map(({ key, degree, institution }) => ({
              key,
              text: t('people.facts.position', { position: degree, company: institution }),
            }))}
          />
        </Fact>
        <Fact term={t('people.facts.training')}>
          <Lines
            none={none}
            items={officer.training.map(({ key, course, yearLabel }) => ({
              key,
              text: t('people.facts.course', { course, year: yearLabel }),
            }))}
          />
        </Fact>
        <Fact term={t('people.facts.shareholding')}>
          {officer.shareholding
            ? t('people.facts.shares', {
                percentage: officer.shareholding.percentageLabel,
                shares: officer.shareholding.sharesLabel,
                date: withNoBreakSpaces(officer.shareholdingAsOfLabel),
              })
            : t('people.facts.noShares', {
                date: withNoBreakSpaces(officer.shareholdingAsOfLabel),
              })}
        </Fact>
        <Fact term={t('people.facts.listedPositions')}>
          <Lines none={none} items={positions(officer.listedCompanyPositions)} />
        </Fact>
        <Fact term={t('people.facts.otherPositions')}>
          <Lines none={none} items={positions(officer.otherPositions)} />
        </Fact>
        <Fact term={t('people.facts.committees')}>
          <Lines
            none={none}
            items={officer.committees.map(({ key, committee, role }) => ({
              key,
              text: t(role === 'chair' ? 'people.facts.chair' : 'people.facts.member', {
                committee,
              }),
            }))}
          />
        </Fact>
        <Fact term={t('people.facts.familyRelationship')}>
          {officer.familyRelationship || none}
        </Fact>
      </dl>
    </section>
  )
}
