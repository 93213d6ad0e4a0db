import { useTranslation } from '@/lib/i18n/useTranslation'
import type { InvestorDocument } from '@/lib/investors/investors'
import { DocumentList } from './DocumentList'
import { MoreLink } from './MoreLink'
import { HubSection } from '@/components/common/HubSection'
import { path } from '@/lib/routes'

/** The most recently published documents of every category. */
export function LatestDocuments({ documents }: { documents: readonly InvestorDocument[] }) {
  const { t } = useTranslation('investors')
  if (documents.length === 0) return null
  return (
    <HubSection
      heading={t('overview.documents.heading')}
      action={<MoreLink href={path('financialStatements')}>{t('overview.documents.all')}</MoreLink>}
      data-testid="latest-documents"
    >
      <DocumentList documents={documents} showCategory />
    </HubSection>
  )
}
