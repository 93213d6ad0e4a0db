import Head from 'next/head'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import type { SiteLayout } from '@/lib/page/getSiteLayout'
import { INTL_LOCALE } from '@/lib/i18n/lang'
import type { SiteImage } from '@/lib/images/siteImage'
import { serializeJsonLd, type JsonLd } from '@/lib/seo/jsonLd'
import { absoluteUrl, absolutize, alternateLinks } from '@/lib/seo/urls'

export interface PageSeoProps {
  layout: SiteLayout
  /** Falls back to the site's description. */
  description?: string | null
  /** Falls back to the site's sharing image (1200×630). */
  image?: SiteImage | null
  type?: 'website' | 'article'
  noIndex?: boolean
  jsonLd?: readonly JsonLd[]
}

/**
 * Everything search engines and link previews read: description, canonical address, the page
 * in both languages, Open Graph and Twitter cards, robots and structured data. The `<title>`
 * and the sharing titles are `PageTitle`'s, in the site shell.
 */
export function PageSeo({
  layout,
  description,
  image,
  type = 'website',
  noIndex = false,
  jsonLd = [],
}: PageSeoProps) {
  const { lang, canonicalPath } = useCurrentPath()
  const { siteUrl, settings } = layout
  const canonical = absoluteUrl(siteUrl, lang, canonicalPath)
  const text = description || settings.seo.description || settings.description || ''
  const picture = image ?? settings.seo.image
  const otherLang = lang === 'th' ? 'en' : 'th'
  return (
    <Head>
      <meta name="description" content={text} />
      <link rel="canonical" href={canonical} />
      {alternateLinks(siteUrl, canonicalPath).map((link) => (
        <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
      ))}
      {noIndex && <meta name="robots" content="noindex, follow" />}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={settings.siteName ?? ''} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={INTL_LOCALE[lang].replace('-', '_')} />
      <meta property="og:locale:alternate" content={INTL_LOCALE[otherLang].replace('-', '_')} />
      {picture && (
        <>
          <meta property="og:image" content={absolutize(siteUrl, picture.src)} />
          <meta property="og:image:width" content={String(picture.width)} />
          <meta property="og:image:height" content={String(picture.height)} />
          {picture.alt && <meta property="og:image:alt" content={picture.alt} />}
        </>
      )}
      <meta name="twitter:card" content={picture ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:description" content={text} />
      {picture && <meta name="twitter:image" content={absolutize(siteUrl, picture.src)} />}
      {jsonLd.map((data, index) => (
        <script
          key={`${String(data['@type'])}-${index}`}
          type="application/ld+json"
          // serializeJsonLd escapes `<`, so CMS text cannot end the script element.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
        />
      ))}
    </Head>
  )
}
