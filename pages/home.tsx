import type { GetStaticProps } from 'next'
import { ContactCallout } from '@/components/home/ContactCallout'
import { FeaturedProducts } from '@/components/home/FeaturedProducts'
import { HomeHero } from '@/components/home/HomeHero'
import { SectionGrid } from '@/components/home/SectionGrid'
import { SiteShell } from '@/components/layout/SiteShell'
import { getHomePage, type HomePage } from '@/lib/content/getHomePage'
import { revalidateSeconds } from '@/lib/content/revalidate'
import { isLang } from '@/lib/i18n/lang'
import { pageTranslations } from '@/lib/i18n/pageTranslations'

type HomePageProps = HomePage

export const getStaticProps: GetStaticProps<HomePageProps> = async ({ locale, preview }) => {
  // The pseudo locale `default` is only ever redirected by the proxy: nothing to render.
  if (!isLang(locale)) return { notFound: true }
  const home = await getHomePage(locale, { preview })
  return {
    props: { ...home, ...(await pageTranslations(locale, ['home'])) },
    revalidate: revalidateSeconds(),
  }
}

export default function HomeRoute({ layout, featuredProducts }: HomePageProps) {
  return (
    <SiteShell layout={layout}>
      <HomeHero settings={layout.settings} />
      <SectionGrid sections={layout.sections} />
      <FeaturedProducts products={featuredProducts} />
      <ContactCallout />
    </SiteShell>
  )
}
