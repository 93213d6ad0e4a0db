import { useTranslation } from '@/lib/i18n/useTranslation'
import { InnerPage } from '@/components/layout/InnerPage'
import { SearchPageView } from '@/components/search/page/SearchPageView'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import { createSearchPageProps, type SearchPageProps } from '@/lib/search/searchPageProps'
import { listSite } from '@/lib/search/siteSearch'

// Rendered per request and cached briefly by shared caches: a static page cannot depend on its
// query, and a page that fetched its results in the browser would show none without script.
export const getServerSideProps = createSearchPageProps({ list: listSite })

export default function SearchRoute({ layout, ...props }: SearchPageProps) {
  const { t } = useTranslation('searchPage')
  const { lang } = useCurrentPath()
  return (
    <InnerPage
      layout={layout}
      title={t('title')}
      titleSection={t('title')}
      intro={t('intro')}
      seo={{ noIndex: true }}
    >
      <SearchPageView lang={lang} {...props} />
    </InnerPage>
  )
}
