import type { GetStaticPaths, GetStaticProps } from 'next'
import { ProductDetail } from '@/components/catalogue/product/ProductDetail'
import { InnerPage } from '@/components/layout/InnerPage'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import { productJsonLd } from '@/lib/catalogue/productJsonLd'
import { getProductPage, getProductSlugs, type ProductPage } from '@/lib/content/product'
import { publicPageProps, type PublicPageProps } from '@/lib/content/publicPage'
import { LANGS } from '@/lib/i18n/lang'

type Props = PublicPageProps<{ product: ProductPage }>

export const getStaticPaths: GetStaticPaths = async () => {
  // The most important products (all of them while there are few); the rest, and products
  // published after the build, are rendered on their first visit.
  const slugs = await getProductSlugs()
  return {
    paths: LANGS.flatMap((locale) => slugs.map((slug) => ({ params: { slug }, locale }))),
    fallback: 'blocking',
  }
}

export const getStaticProps: GetStaticProps<Props> = (context) =>
  publicPageProps(context, ['product'], async (lang, options) => {
    const product = await getProductPage(String(context.params?.slug), lang, options)
    return product && { product }
  })

export default function ProductRoute({ layout, product }: Props) {
  const { lang } = useCurrentPath()
  const name = product.name ?? product.slug
  return (
    <InnerPage
      layout={layout}
      title={name}
      intro={product.summary}
      crumbLabel={name}
      // The editors' SEO fields where set; the name, summary and main picture stand in.
      seo={{
        title: product.seo.title ?? undefined,
        description: product.seo.description,
        image: product.seo.image ?? product.heroImage,
        noIndex: product.seo.noIndex,
        jsonLd: [productJsonLd(product, layout.siteUrl, lang, layout.settings.siteName ?? '')],
      }}
    >
      <ProductDetail product={product} />
    </InnerPage>
  )
}
