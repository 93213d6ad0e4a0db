import { ContactValue } from '@/components/common/ContactValue'
import { langAttribute } from '@/components/common/InLanguage'
import { useTranslation } from '@/lib/i18n/useTranslation'
import type { CreditSource } from '@/lib/credits/getCreditsPage'
import { css, cx } from '@/styled-system/css'
import { container } from '@/styled-system/patterns'
import { heading, link, ruledList } from '@/styled-system/recipes'

const list = ruledList()

const styles = {
  root: container(),
  list: list.root,
  // Name beside its facts from 768 px, above them on a phone.
  item: cx(
    list.item,
    css({
      gridTemplateColumns: { base: '1fr', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
      gap: { base: '3', md: '6' },
      py: '6',
    }),
  ),
  name: heading({ size: 'md' }),
  facts: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'auto minmax(0, 1fr)' },
    columnGap: '4',
    rowGap: { base: '1', sm: '2' },
    m: '0',
  }),
  term: css({
    fontSize: 'sm',
    fontWeight: 'semibold',
    color: 'fg.muted',
    mt: { base: '2', sm: '0' },
  }),
  detail: css({ m: '0' }),
  link: link({ variant: 'underline' }),
}

/** Without the scheme: what a reader recognises of a web address. */
const shownUrl = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '')

/**
 * The works the site's pictures, documents and type come from: each one's name, authors, what
 * the site uses it for, its licence (a link to its text) and a link to the work.
 */
export function CreditSourceList({ sources }: { sources: readonly CreditSource[] }) {
  const { t } = useTranslation('credits')
  return (
    <div className={styles.root}>
      <ul className={styles.list}>
        {sources.map((source) => (
          <li key={source._key} className={styles.item} data-source={source.sourceId}>
            <h2 className={styles.name}>{source.name}</h2>
            <dl className={styles.facts}>
              <dt className={styles.term}>{t('source.author')}</dt>
              <dd className={styles.detail}>{source.author}</dd>
              <dt className={styles.term}>{t('source.usedFor')}</dt>
              <dd className={styles.detail} lang={langAttribute(source.usedForLang)}>
                {source.usedFor}
              </dd>
              <dt className={styles.term}>{t('source.licence')}</dt>
              <dd className={styles.detail}>
                <a
                  className={styles.link}
                  href={source.licenceUrl}
                  rel="license"
                  lang={langAttribute(source.licenceNameLang)}
                >
                  {source.licenceName ?? source.licence}
                </a>
              </dd>
              <dt className={styles.term}>{t('source.work')}</dt>
              <dd className={styles.detail}>
                <a className={styles.link} href={source.url}>
                  <ContactValue kind="web" value={shownUrl(source.url)} />
                </a>
              </dd>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  )
}
