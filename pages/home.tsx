import { BusinessTiles } from '@/components/home/BusinessTiles'
import { ContactCallout } from '@/components/home/ContactCallout'
import { FeaturedProducts } from '@/components/home/FeaturedProducts'
import { HomeHero } from '@/components/home/HomeHero'
import { HomeSeo } from '@/components/home/HomeSeo'
import { InvestorHighlight } from '@/components/home/InvestorHighlight'
import { LatestNews } from '@/components/home/LatestNews'
import { SectionGrid } from '@/components/home/SectionGrid'
import { SiteShell } from '@/components/layout/SiteShell'
import { getHomePage, type HomePage } from '@/lib/home/getHomePage'
import { staticPageProps, type PublicPageProps } from '@/lib/page/publicPage'

type HomePageProps = PublicPageProps<HomePage>

export const getStaticProps = staticPageProps(['home', 'newsCategories'], getHomePage)

export default function HomeRoute({
  layout,
  heroIllustration,
  businessTiles,
  featuredProducts,
  latestNews,
  investor,
}: HomePageProps) {
  return (
    <SiteShell layout={layout} isStatic>
      <HomeSeo layout={layout} />
      <HomeHero settings={layout.settings} illustration={heroIllustration} />
      <BusinessTiles tiles={businessTiles} />
      <FeaturedProducts products={featuredProducts} />
      <LatestNews items={latestNews} />
      <InvestorHighlight investor={investor} />
      <SectionGrid sections={layout.sections} />
      <ContactCallout />
    </SiteShell>
  )
}
