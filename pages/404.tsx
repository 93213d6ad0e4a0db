import type { GetStaticProps } from 'next'
import { useTranslation } from 'next-i18next/pages'
import { ErrorMessage } from '@/components/errors/ErrorMessage'
import { SiteShell } from '@/components/layout/SiteShell'
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
  const { t } = useTranslation('errors')
  return (
    <SiteShell layout={layout} title={{ section: t('notFoundTitle') }}>
      <ErrorMessage code={404} />
    </SiteShell>
  )
}
