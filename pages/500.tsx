import type { GetStaticProps } from 'next'
import { useTranslation } from 'next-i18next/pages'
import { ErrorMessage } from '@/components/errors/ErrorMessage'
import { SiteShell } from '@/components/layout/SiteShell'
import { getErrorPage, type ErrorPage } from '@/lib/page/getErrorPage'
import { toLang } from '@/lib/i18n/lang'
import { pageTranslations } from '@/lib/i18n/pageTranslations'

// Built once, without revalidation: the error page must not depend on a healthy source.
export const getStaticProps: GetStaticProps<ErrorPage> = async ({ locale }) => {
  const lang = toLang(locale)
  return { props: { ...(await getErrorPage(lang)), ...(await pageTranslations(lang, ['errors'])) } }
}

export default function ServerErrorRoute({ layout }: ErrorPage) {
  const { t } = useTranslation('errors')
  return (
    <SiteShell layout={layout} title={{ section: t('serverErrorTitle') }}>
      <ErrorMessage code={500} />
    </SiteShell>
  )
}
