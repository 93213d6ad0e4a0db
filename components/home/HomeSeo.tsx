import { PageSeo } from '@/components/seo/PageSeo'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import type { SiteLayout } from '@/lib/page/getSiteLayout'
import { organizationJsonLd } from '@/lib/seo/jsonLd'

/** The home page's search and sharing tags: the site's own SEO fields and `Organization`. */
export function HomeSeo({ layout }: { layout: SiteLayout }) {
  const { lang } = useCurrentPath()
  const { settings, siteUrl } = layout
  const name = settings.siteName ?? ''
  return (
    <PageSeo
      layout={layout}
      description={settings.seo.description}
      image={settings.seo.image}
      jsonLd={[
        organizationJsonLd(siteUrl, lang, {
          name,
          legalName: settings.legalName,
          description: settings.description,
          phone: settings.phone,
          email: settings.email,
          address: settings.address,
          stockSymbol: settings.stockSymbol,
        }),
      ]}
    />
  )
}
