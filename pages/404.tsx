import type { GetStaticProps } from 'next'
import { ErrorPageView } from '@/components/errors/ErrorPageView'
import { getErrorPage, type ErrorPage } from '@/lib/page/getErrorPage'
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
  return <ErrorPageView layout={layout} code={404} />
}
