import { Link } from '@/components/common/Link'
import { MoreLink } from '@/components/common/SectionHeader'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { newsListHref } from '@/lib/news/listing'
import type { PressReleaseLink } from '@/lib/press/pressRoom'
import { pagePath, withQuery } from '@/lib/routes'
import { css, cx } from '@/styled-system/css'
import { link, ruledList } from '@/styled-system/recipes'
import { HubSection } from '@/components/common/HubSection'

const list = ruledList()

const styles = {
  list: list.root,
  item: cx(list.item, css({ display: 'grid', gap: '1', py: '3' })),
  date: css({ fontSize: 'sm', color: 'fg.muted' }),
  title: cx(link({ variant: 'underline' }), css({ fontWeight: 'medium' })),
  empty: css({ color: 'fg.muted' }),
}

const { pathname, query } = newsListHref({ category: 'press-release', page: 1 })
const ALL_PRESS_RELEASES = withQuery(pathname, query)

/** The newest press releases as dated links to the articles, and the way to all of them. */
export function LatestPressReleases({ releases }: { releases: readonly PressReleaseLink[] }) {
  const { t } = useTranslation('press')
  return (
    <HubSection
      heading={t('releases.heading')}
      action={<MoreLink href={ALL_PRESS_RELEASES}>{t('releases.all')}</MoreLink>}
      data-testid="latest-press-releases"
    >
      {releases.length === 0 ? (
        <p className={styles.empty}>{t('releases.empty')}</p>
      ) : (
        <ol className={styles.list}>
          {releases.map((release) => (
            <li key={release.slug} className={styles.item}>
              <time dateTime={release.publishedAt} className={styles.date}>
                {release.publishedAtLabel}
              </time>
              <Link href={pagePath('news', release.slug)} className={styles.title}>
                {release.title}
              </Link>
            </li>
          ))}
        </ol>
      )}
    </HubSection>
  )
}
