import { Button, Text } from '@chakra-ui/react'
import NextLink from 'next/link'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { AdminPanel } from '@/components/admin/shell/AdminPanel'
import { path } from '@/lib/routes'

/** What was not found: a console page, or an enquiry (the shell's h1 names it). */
export type AdminMissing = 'page' | 'enquiry'

// The way back from each: the list an enquiry is found in, else the console's first page.
const WAY_BACK = {
  page: { href: path('admin'), label: 'notFound.toDashboard' },
  enquiry: { href: path('adminEnquiries'), label: 'notFound.toEnquiries' },
} as const

/** The console's own "not found", inside its shell (the page answers 404). */
export function AdminNotFound({ what }: { what: AdminMissing }) {
  const { t } = useTranslation('admin')
  const back = WAY_BACK[what]
  return (
    <AdminPanel data-testid="admin-not-found">
      <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
        {t('notFound.code')}
      </Text>
      <Text mt="2" maxW="40rem">
        {t(what === 'page' ? 'notFound.pageText' : 'notFound.enquiryText')}
      </Text>
      <Button asChild mt="5">
        <NextLink href={back.href}>{t(back.label)}</NextLink>
      </Button>
    </AdminPanel>
  )
}

/** The h1 of a console page that was not found. */
export function useAdminNotFoundTitle(what: AdminMissing): string {
  const { t } = useTranslation('admin')
  return t(what === 'page' ? 'notFound.pageTitle' : 'notFound.enquiryTitle')
}
