import type { GetStaticProps } from 'next'
import { ErrorMessage } from '@/components/errors/ErrorMessage'
import { SiteShell } from '@/components/layout/SiteShell'
import { getErrorPage, type ErrorPage } from '@/lib/content/getErrorPage'
import { revalidateSeconds } from '@/lib/content/revalidate'
import { toLang } from '@/lib/i18n/lang'
import { pageTranslations } from '@/lib/i18n/pageTranslations'

export const getStaticProps: GetStaticProps<ErrorPage> = async ({ locale, preview }) => {
  const lang = toLang(locale)
  return {
    props: {
      ...(await getErrorPage(lang, { preview })),
      ...(await pageTranslations(lang, ['errors'], { preview })),
    },
    revalidate: revalidateSeconds(),
  }
}

export default function NotFoundRoute({ layout }: ErrorPage) {
  return (
    <SiteShell layout={layout}>
      <ErrorMessage code={404} />
    </SiteShell>
  )
}
