import type { GetStaticPaths, GetStaticProps } from 'next'
import { BrandShowcase } from '@/components/business/BrandShowcase'
import { BusinessLineAbout } from '@/components/business/BusinessLineAbout'
import { CategoryGrid } from '@/components/business/CategoryGrid'
import { ExpertRow } from '@/components/business/ExpertRow'
import { InnerPage } from '@/components/layout/InnerPage'
import {
  getBusinessLinePage,
  getBusinessLineSlugs,
  type BusinessLinePage,
} from '@/lib/content/business'
import { publicPageProps, type PublicPageProps } from '@/lib/content/publicPage'
import { LANGS } from '@/lib/i18n/lang'

type Props = PublicPageProps<{ line: BusinessLinePage }>

export const getStaticPaths: GetStaticPaths = async () => {
  const slugs = await getBusinessLineSlugs()
  return {
    paths: LANGS.flatMap((locale) => slugs.map((slug) => ({ params: { slug }, locale }))),
    fallback: 'blocking',
  }
}

export const getStaticProps: GetStaticProps<Props> = (context) =>
  publicPageProps(context, ['business'], async (lang, options) => {
    const line = await getBusinessLinePage(String(context.params?.slug), lang, options)
    return line && { line }
  })

export default function BusinessLineRoute({ layout, line }: Props) {
  const title = line.name ?? line.slug
  return (
    <InnerPage
      layout={layout}
      title={title}
      intro={line.summary}
      hero={line.cover}
      // The editors' SEO fields where set; the name, summary and cover stand in for the rest.
      seo={{
        title: line.seo?.title ?? undefined,
        description: line.seo?.description,
        image: line.seo?.image,
      }}
    >
      <BusinessLineAbout line={line} />
      <CategoryGrid categories={line.categories} lineSlug={line.slug} />
      <BrandShowcase brands={line.brands} />
      <ExpertRow experts={line.experts} />
    </InnerPage>
  )
}
