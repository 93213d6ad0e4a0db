import { container } from '@/styled-system/patterns'
import { CookieSettingsPanel } from '@/components/consent/CookieSettingsPanel'
import { ContentSections } from '@/components/content/ContentSections'
import { InnerPage } from '@/components/layout/InnerPage'
import { editorSeo } from '@/components/seo/editorSeo'
import { contentPageStaticProps, type ContentPageProps } from '@/lib/page/contentPage'
import { STATIC_ROUTES } from '@/lib/routes'

const styles = { settings: container() }

export const getStaticProps = contentPageStaticProps(STATIC_ROUTES.cookies, ['consent'])

/** The cookie policy (editors' sections) with the visitor's cookie settings above it. */
export default function CookiesRoute({ layout, page }: ContentPageProps) {
  return (
    <InnerPage
      layout={layout}
      title={page.title ?? ''}
      intro={page.intro}
      hero={page.hero}
      seo={editorSeo(page.seo)}
    >
      <div className={styles.settings}>
        <CookieSettingsPanel />
      </div>
      <ContentSections sections={page.sections} />
    </InnerPage>
  )
}
