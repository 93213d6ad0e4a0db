import { StaticHtml } from '@/components/common/StaticHtml'
import { InnerPage } from '@/components/layout/InnerPage'
import { StaticAlertSignupSection } from '@/components/alerts/staticAlertSignup'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import { NewsFeedLinks } from '@/components/news/NewsFeedLinks'
import { StaticPressKitSection } from '@/components/press/staticPressKit'
import { StaticNewsFeedList, StaticPressRoomLists } from '@/components/press/staticSections'
import type { Namespace } from '@/lib/i18n/keys'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { staticPageProps, type PublicPageProps } from '@/lib/page/publicPage'
import { withStaticContentProps } from '@/lib/page/staticContentProps'
import { getPressRoomPage, type PressRoomPage } from '@/lib/press/pressRoom'
import { loadPressKit } from '@/lib/pressKit/loadPressKit'
import type { PressKit } from '@/lib/pressKit/types'
import { css } from '@/styled-system/css'
import { container } from '@/styled-system/patterns'

type Props = PublicPageProps<PressRoomPage & { pressKit: PressKit }>

// What a journalist most likely follows; the form lets them choose any.
const PRESS_TOPICS = ['pressReleases', 'investorNews'] as const

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
// The press kit is built once per content revision (lib/pressKit), not per render.
const getPressRoomProps = staticPageProps(
  ['press', 'news', 'newsCategories', 'pressKit', 'alerts'],
  async (lang, options) => {
    const [room, pressKit] = await Promise.all([
      getPressRoomPage(lang, options),
      loadPressKit(lang),
    ])
    return room && { ...room, pressKit }
  },
)

// Everything but the title and the feeds' head links is static content: its props and strings
// are left out of the HTML's data.
const STATIC_CONTENT_PROPS = [
  'mediaContacts',
  'investorContacts',
  'latestPressReleases',
  'archiveYears',
  'pressKit',
] satisfies (keyof Props)[]
const STATIC_CONTENT_NAMESPACES = ['pressKit', 'alerts'] satisfies Namespace[]

export const getStaticProps = withStaticContentProps(
  getPressRoomProps,
  STATIC_CONTENT_PROPS,
  STATIC_CONTENT_NAMESPACES,
)

export default function PressRoomRoute({
  layout,
  mediaContacts,
  investorContacts,
  latestPressReleases,
  archiveYears,
  pressKit,
}: Props) {
  const { t } = useTranslation('press')
  const { lang } = useCurrentPath()
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
        <StaticHtml className={styles.group}>
          <StaticPressKitSection kit={pressKit} />
        </StaticHtml>
        <StaticHtml className={styles.group}>
          <StaticNewsFeedList siteUrl={layout.siteUrl} />
        </StaticHtml>
        {/* A plain form the browser posts itself: no script needed, none sent. */}
        <StaticHtml className={styles.group}>
          <StaticAlertSignupSection
            lang={lang}
            idPrefix="press-alerts"
            defaultTopics={PRESS_TOPICS}
          />
        </StaticHtml>
      </div>
    </InnerPage>
  )
}
