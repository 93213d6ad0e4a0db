import { staticContent } from '@/components/common/staticContent'
import { HomeSeo } from '@/components/home/HomeSeo'
import type { HomeContentProps } from '@/components/home/HomeContent'
import { SiteShell } from '@/components/layout/SiteShell'
import { getHomePage, type HomePage } from '@/lib/home/getHomePage'
import { withSharePrice, withSharePriceFreshness } from '@/lib/marketData/sharePrice'
import { staticPageProps, type PublicPageProps } from '@/lib/page/publicPage'
import { withStaticContentProps } from '@/lib/page/staticContentProps'
import type { Namespace } from '@/lib/i18n/keys'

type HomePageProps = PublicPageProps<HomePage & Pick<HomeContentProps, 'sharePrice'>>

// The investor section shows the share's quote; rendered without one, the page is tried again soon.
const getHomeProps = withSharePriceFreshness(
  staticPageProps(['home', 'newsCategories', 'sharePrice'], withSharePrice(getHomePage)),
)

// All but the shell's layout is read by the static HomeContent only: left out of the HTML's data.
const STATIC_CONTENT_PROPS = [
  'heroIllustration',
  'businessTiles',
  'featuredProducts',
  'latestNews',
  'investor',
  'sharePrice',
] satisfies (keyof HomePageProps)[]

// Its interface strings too: the shell reads only `common`.
const STATIC_CONTENT_NAMESPACES = ['home', 'newsCategories', 'sharePrice'] satisfies Namespace[]

export const getStaticProps = withStaticContentProps(
  getHomeProps,
  STATIC_CONTENT_PROPS,
  STATIC_CONTENT_NAMESPACES,
)

// Nothing on the home page is operable but links: the browser keeps the server's HTML and
// fetches the sections' code only after a client-side navigation (staticContent).
const HomeContent = staticContent(
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's copy
      (require('@/components/home/HomeContent') as typeof import('@/components/home/HomeContent'))
        .HomeContent
    : null,
  () => import('@/components/home/HomeContent').then((module) => module.HomeContent),
)

export default function HomeRoute(props: HomePageProps) {
  return (
    <>
      {/* Outside the static content: head tags must render in the browser, or Next removes them. */}
      <HomeSeo layout={props.layout} />
      <SiteShell layout={props.layout} isStatic>
        <HomeContent {...props} />
      </SiteShell>
    </>
  )
}
