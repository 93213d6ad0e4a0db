import { Box, Button, Grid, Link, Skeleton, Text, chakra } from '@chakra-ui/react'
import NextLink from 'next/link'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { AdminPanel } from '@/components/admin/shell/AdminPanel'
import { tileStyle } from '@/components/admin/tileStyle'
import { ServiceError } from '@/components/admin/ServiceError'
import { EnquiriesEmpty } from '@/components/admin/enquiries/EnquiriesEmpty'
import { EnquiryList } from '@/components/admin/enquiries/EnquiryList'
import { ExternalIcon } from '@/components/admin/shell/AdminIcons'
import { useEnquiries, useProfile } from '@/lib/admin/adminQueries'
import { ENQUIRY_STATUSES } from '@/lib/admin/types'
import { formatNumber } from '@/lib/i18n/format'
import type { Lang } from '@/lib/i18n/lang'
import { path } from '@/lib/routes'

/** The console's first page: who is signed in, for which company, and the enquiries waiting. */
export function DashboardView({
  lang,
  biDashboardUrl,
}: {
  lang: Lang
  biDashboardUrl: string | null
}) {
  const { t } = useTranslation(['admin', 'console'])
  const profile = useProfile()
  const latest = useEnquiries({ page: 1 }, 5)

  return (
    <Grid gap="6" templateColumns={{ base: '1fr', adminLg: '1fr 1fr' }}>
      <AdminPanel title={t('dashboard.profile')} data-testid="dashboard-profile">
        {profile.data ? (
          <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="2">
            <Text as="dt" color="fg.muted">
              {t('dashboard.name')}
            </Text>
            <Text as="dd">{profile.data.name}</Text>
            <Text as="dt" color="fg.muted">
              {t('dashboard.email')}
            </Text>
            <Text as="dd" wordBreak="break-all">
              {profile.data.email}
            </Text>
            <Text as="dt" color="fg.muted">
              {t('dashboard.company')}
            </Text>
            <Text as="dd" data-testid="dashboard-company">
              {profile.data.companyName[lang]} ({profile.data.companyCode})
            </Text>
            <Text as="dt" color="fg.muted">
              {t('dashboard.roles')}
            </Text>
            <Text as="dd">{profile.data.roles.join(', ')}</Text>
          </Box>
        ) : profile.isError ? null : (
          <Skeleton h="24" />
        )}
      </AdminPanel>

      <AdminPanel title={t('dashboard.counts')} data-testid="dashboard-counts">
        {latest.isError ? (
          <ServiceError what="enquiries" onRetry={() => latest.refetch()} />
        ) : (
          <Grid templateColumns="repeat(3, 1fr)" gap="3">
            {ENQUIRY_STATUSES.map((status) => (
              <Link
                key={status}
                asChild
                display="block"
                p="3"
                textDecoration="none"
                css={tileStyle}
              >
                <NextLink href={path('adminEnquiries', { status })} data-count={status}>
                  <Text fontSize="2xl" fontWeight="bold">
                    {latest.data ? formatNumber(latest.data.counts[status], lang) : '–'}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t(`status.${status}`)}
                  </Text>
                </NextLink>
              </Link>
            ))}
          </Grid>
        )}
        {biDashboardUrl !== null && (
          // Its long name wraps on a phone rather than push the panel wider than the screen.
          <Button
            asChild
            mt="4"
            size="sm"
            variant="outline"
            whiteSpace="normal"
            h="auto"
            minH="9"
            py="1.5"
            textAlign="start"
          >
            <a href={biDashboardUrl} target="_blank" rel="noopener noreferrer">
              {t('dashboard.bi')}
              <ExternalIcon width="1em" height="1em" />
              <chakra.span srOnly>{t('console:shell.opensInNewTab')}</chakra.span>
            </a>
          </Button>
        )}
      </AdminPanel>

      <Box gridColumn={{ adminLg: 'span 2' }}>
        <AdminPanel title={t('dashboard.latest')}>
          {latest.data && latest.data.items.length > 0 && (
            <EnquiryList items={latest.data.items} lang={lang} />
          )}
          {latest.data && latest.data.items.length === 0 && <EnquiriesEmpty kind="none" />}
          {latest.isPending && <Skeleton h="32" />}
          <Button asChild mt="4" size="sm" variant="outline">
            <NextLink href={path('adminEnquiries')}>{t('dashboard.allEnquiries')}</NextLink>
          </Button>
        </AdminPanel>
      </Box>
    </Grid>
  )
}
