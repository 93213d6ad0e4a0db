import type { GetServerSideProps } from 'next'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { AdminPage } from '@/components/admin/AdminPage'
import { PlaygroundView } from '@/components/admin/playground/PlaygroundView'
import { adminPageProps, type AdminPageProps } from '@/lib/auth/adminPage'
import { serverEnv } from '@/lib/env'
import { STATIC_ROUTES } from '@/lib/routes'

type Props = AdminPageProps & { creatureApiUrl: string }

export const getServerSideProps: GetServerSideProps<Props> = (context) =>
  adminPageProps(context, ['console'], async () => ({
    creatureApiUrl: serverEnv().creatureApiUrl,
  }))

export default function AdminPlaygroundRoute({ creatureApiUrl, ...props }: Props) {
  const { t } = useTranslation('console')
  return (
    <AdminPage {...props} title={t('playground.title')} activePath={STATIC_ROUTES.adminPlayground}>
      <PlaygroundView creatureApiUrl={creatureApiUrl} />
    </AdminPage>
  )
}
