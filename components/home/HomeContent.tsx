import type { HomePage } from '@/lib/home/getHomePage'
import type { SharePrice } from '@/lib/marketData/sharePrice'
import type { SiteLayout } from '@/lib/page/getSiteLayout'
import { BusinessTiles } from './BusinessTiles'
import { ContactCallout } from './ContactCallout'
import { FeaturedProducts } from './FeaturedProducts'
import { HomeHero } from './HomeHero'
import { InvestorHighlight } from './InvestorHighlight'
import { LatestNews } from './LatestNews'
import { SectionGrid } from './SectionGrid'

export type HomeContentProps = HomePage & { layout: SiteLayout; sharePrice: SharePrice }

/** The home page's sections, from the company's promise to the way to contact it. */
export function HomeContent({
  layout,
  heroIllustration,
  businessTiles,
  featuredProducts,
  latestNews,
  investor,
  sharePrice,
}: HomeContentProps) {
  return (
    <>
      <HomeHero settings={layout.settings} illustration={heroIllustration} />
      <BusinessTiles tiles={businessTiles} />
      <FeaturedProducts products={featuredProducts} />
      <LatestNews items={latestNews} />
      <InvestorHighlight investor={investor} sharePrice={sharePrice} />
      <SectionGrid sections={layout.sections} />
      <ContactCallout />
    </>
  )
}
