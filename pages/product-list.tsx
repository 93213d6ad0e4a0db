import type { GetStaticProps } from 'next'
import { useTranslation } from 'next-i18next/pages'
import { ProductCatalogue } from '@/components/catalogue/ProductCatalogue'
import { InnerPage } from '@/components/layout/InnerPage'
import { getProductListPageProps, type ProductListPageProps } from '@/lib/content/productList'
import { publicPageProps, type PublicPageProps } from '@/lib/content/publicPage'

type Props = PublicPageProps<ProductListPageProps>

// One static page per language: the unfiltered first page with every facet's counts. Filters,
// sort and pages live in the query, which a static page's address does not include; the
// browser loads those lists from /api/products (the same loader and GROQ).
export const getStaticProps: GetStaticProps<Props> = (context) =>
  publicPageProps(context, ['catalogue'], (lang, options) => getProductListPageProps(lang, options))

export default function ProductListRoute({ layout, initial }: Props) {
  const { t } = useTranslation('catalogue')
  return (
    <InnerPage layout={layout} title={t('list.title')} intro={t('list.intro')}>
      <ProductCatalogue initial={initial} />
    </InnerPage>
  )
}
