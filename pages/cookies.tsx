import type { GetStaticProps } from 'next'
import { container } from '@/styled-system/patterns'
import { CookieSettingsPanel } from '@/components/consent/CookieSettingsPanel'
import { ContentSections } from '@/components/content/ContentSections'
import { InnerPage } from '@/components/layout/InnerPage'
import { getContentPage, type ContentPage } from '@/lib/content/contentPage'
import { publicPageProps, type PublicPageProps } from '@/lib/content/publicPage'

const styles = { settings: container() }

type Props = PublicPageProps<{ page: ContentPage }>

export const getStaticProps: GetStaticProps<Props> = (context) =>
  publicPageProps(context, ['consent'], async (lang, options) => {
    const page = await getContentPage('/cookies', lang, options)
    return page && { page }
  })

/** The cookie policy (editors' sections) with the visitor's cookie settings above it. */
export default function CookiesRoute({ layout, page }: Props) {
  const seo = page.seo && {
    title: page.seo.title ?? undefined,
    description: page.seo.description,
    image: page.seo.image,
    noIndex: page.seo.noIndex ?? undefined,
  }
  return (
    <InnerPage
      layout={layout}
      title={page.title ?? ''}
      intro={page.intro}
      hero={page.hero}
      seo={seo}
    >
      <div className={styles.settings}>
        <CookieSettingsPanel />
      </div>
      <ContentSections sections={page.sections} />
    </InnerPage>
  )
}
