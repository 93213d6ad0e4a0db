import { StaticHtml } from '@/components/common/StaticHtml'
import { InnerPage } from '@/components/layout/InnerPage'
import { NewsFeedLinks } from '@/components/news/NewsFeedLinks'
import { StaticNewsFeedList, StaticPressRoomLists } from '@/components/press/staticSections'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { staticPageProps, type PublicPageProps } from '@/lib/page/publicPage'
import { getPressRoomPage, type PressRoomPage } from '@/lib/press/pressRoom'
import { css } from '@/styled-system/css'
import { container } from '@/styled-system/patterns'

type Props = PublicPageProps<PressRoomPage>

const styles = {
  root: container({
    pb: { base: '12', lg: '20' },
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: { base: '12', lg: '16' },
  }),
  group: css({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: { base: '12', lg: '16' },
  }),
}

// The press room: named contacts, the newest press releases, the archive by year and the
// feeds, all links the server renders. A published contact or article refreshes it
// (pathRules: contactPerson, news).
export const getStaticProps = staticPageProps(['press', 'news', 'newsCategories'], getPressRoomPage)

export default function PressRoomRoute({
  layout,
  mediaContacts,
  investorContacts,
  latestPressReleases,
  archiveYears,
}: Props) {
  const { t } = useTranslation('press')
  return (
    <InnerPage layout={layout} title={t('page.title')} intro={t('page.intro')}>
      <NewsFeedLinks siteUrl={layout.siteUrl} siteName={layout.settings.siteName ?? ''} />
      <div className={styles.root}>
        {/* Only links and text, nothing to operate: the server's HTML, none of it hydrated. */}
        <StaticHtml className={styles.group}>
          <StaticPressRoomLists
            mediaContacts={mediaContacts}
            investorContacts={investorContacts}
            latestPressReleases={latestPressReleases}
            archiveYears={archiveYears}
          />
        </StaticHtml>
        {/* LEAD: <PressKitSection/> (issue 33, the press kit's downloads) goes here. */}
        <StaticHtml className={styles.group}>
          <StaticNewsFeedList siteUrl={layout.siteUrl} />
        </StaticHtml>
        {/* LEAD: <AlertSignupForm/> (issue 33, e-mail alerts; a form, so outside StaticHtml) goes here. */}
      </div>
    </InnerPage>
  )
}
