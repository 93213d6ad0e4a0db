import type { GetStaticProps } from 'next'
import { ErrorPageView } from '@/components/errors/ErrorPageView'
import { getErrorPage, type ErrorPage } from '@/lib/page/getErrorPage'
import { toLang } from '@/lib/i18n/lang'
import { pageTranslations } from '@/lib/i18n/pageTranslations'

// Built once, without revalidation: the error page must not depend on a healthy source.
export const getStaticProps: GetStaticProps<ErrorPage> = async ({ locale }) => {
  const lang = toLang(locale)
  return { props: { ...(await getErrorPage(lang)), ...(await pageTranslations(lang, ['errors'])) } }
}

export default function ServerErrorRoute({ layout }: ErrorPage) {
  return <ErrorPageView layout={layout} code={500} />
}
