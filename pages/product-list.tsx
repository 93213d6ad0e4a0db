import { useTranslation } from '@/lib/i18n/useTranslation'
import { ProductCatalogue } from '@/components/catalogue/ProductCatalogue'
import { InnerPage } from '@/components/layout/InnerPage'
import { PRODUCT_LIST_PATH } from '@/lib/catalogue/listSelection'
import { getProductListPageProps, type ProductListPageProps } from '@/lib/catalogue/productList'
import { staticPageProps, type PublicPageProps } from '@/lib/page/publicPage'

type Props = PublicPageProps<ProductListPageProps>

// The unfiltered first page with every facet's counts; ./product-list/[selection].tsx serves
// each address with filters, sort or page in its query as a static page of its own. A choice
// made in the browser loads its list from /api/products (the same loader and GROQ).
export const getStaticProps = staticPageProps(['catalogue'], getProductListPageProps)

export default function ProductListRoute({ layout, initial, requested, problems }: Props) {
  const { t } = useTranslation('catalogue')
  // The editors' menu names this page (its sub-menu entry) and introduces the section.
  const section = layout.sections.find((entry) => entry.id === 'products')
  const entry = section?.subMenuList.find((item) => item.path === PRODUCT_LIST_PATH)
  return (
    <InnerPage
      layout={layout}
      title={entry?.mainTopic || t('list.title')}
      intro={section?.desc || t('list.intro')}
    >
      <ProductCatalogue initial={initial} requested={requested} problems={problems} />
    </InnerPage>
  )
}
