import { CreditSourceList } from '@/components/credits/CreditSourceList'
import { InnerPage } from '@/components/layout/InnerPage'
import { editorSeo } from '@/components/seo/editorSeo'
import { getCreditsPage, type CreditsPage } from '@/lib/credits/getCreditsPage'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { staticPageProps, type PublicPageProps } from '@/lib/page/publicPage'

type Props = PublicPageProps<{ credits: CreditsPage }>

export const getStaticProps = staticPageProps(['credits'], getCreditsPage)

/** Image credits and sources: every openly licensed work the site draws from, with its licence. */
export default function CreditsRoute({ layout, credits }: Props) {
  const { t } = useTranslation('credits')
  return (
    <InnerPage
      layout={layout}
      title={credits.title ?? t('page.title')}
      titleLang={credits.titleLang}
      intro={credits.intro}
      introLang={credits.introLang}
      edit={{ title: credits.edit?.title, intro: credits.edit?.intro }}
      seo={editorSeo(credits.seo)}
      // Names, licences and links: read, never operated.
      isStatic
    >
      <CreditSourceList sources={credits.sources} />
    </InnerPage>
  )
}
