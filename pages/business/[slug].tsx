import { BrandShowcase } from '@/components/business/BrandShowcase'
import { BusinessLineAbout } from '@/components/business/BusinessLineAbout'
import { CategoryGrid } from '@/components/business/CategoryGrid'
import { ExpertRow } from '@/components/business/ExpertRow'
import { InnerPage } from '@/components/layout/InnerPage'
import { namedPageHeading } from '@/components/layout/namedPageHeading'
import { editorSeo } from '@/components/seo/editorSeo'
import {
  getBusinessLinePage,
  getBusinessLineSlugs,
  type BusinessLinePage,
} from '@/lib/business/business'
import type { Editable } from '@/lib/content/editMarkers'
import { slugPagePaths, slugPageProps, type PublicPageProps } from '@/lib/page/publicPage'

type Props = PublicPageProps<{ line: BusinessLinePage & Editable }>

export const getStaticPaths = slugPagePaths(getBusinessLineSlugs)

export const getStaticProps = slugPageProps(['business'], 'line', getBusinessLinePage)

export default function BusinessLineRoute({ layout, line }: Props) {
  return (
    <InnerPage
      layout={layout}
      {...namedPageHeading(line)}
      hero={line.cover}
      isDetailPage
      // The editors' SEO fields where set; the name, summary and cover stand in for the rest.
      seo={editorSeo(line.seo)}
      isStatic
    >
      <BusinessLineAbout line={line} />
      <CategoryGrid categories={line.categories} lineSlug={line.slug} />
      <BrandShowcase brands={line.brands} />
      <ExpertRow experts={line.experts} />
    </InnerPage>
  )
}
