import { ProductDetail } from '@/components/catalogue/product/ProductDetail'
import { InnerPage } from '@/components/layout/InnerPage'
import { namedPageHeading } from '@/components/layout/namedPageHeading'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import { editorSeo } from '@/components/seo/editorSeo'
import { productJsonLd } from '@/lib/catalogue/productJsonLd'
import { getProductPage, getProductSlugs, type ProductPage } from '@/lib/catalogue/product'
import type { Editable } from '@/lib/content/editMarkers'
import { slugPagePaths, slugPageProps, type PublicPageProps } from '@/lib/page/publicPage'

type Props = PublicPageProps<{ product: ProductPage & Editable }>

// The most important products (all of them while there are few); the rest, and products
// published after the build, are rendered on their first visit.
export const getStaticPaths = slugPagePaths(getProductSlugs)

export const getStaticProps = slugPageProps(['product'], 'product', getProductPage)

export default function ProductRoute({ layout, product }: Props) {
  const { lang } = useCurrentPath()
  return (
    <InnerPage
      layout={layout}
      {...namedPageHeading(product)}
      isDetailPage
      // The editors' SEO fields where set; the name, summary and main picture stand in.
      seo={{
        ...editorSeo(product.seo),
        image: product.seo.image ?? product.heroImage,
        jsonLd: [productJsonLd(product, layout.siteUrl, lang, layout.settings.siteName ?? '')],
      }}
    >
      <ProductDetail product={product} />
    </InnerPage>
  )
}
