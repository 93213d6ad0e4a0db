import { SectionFrame } from '@/components/content/sections/SectionFrame'
import { DocumentList } from '@/components/investors/DocumentList'
import type { InvestorDocument } from '@/lib/investors/investors'
import { useTranslation } from '@/lib/i18n/useTranslation'

/** The documents a content page offers for download, under the page's sections. */
export function PageDocuments({ documents }: { documents: readonly InvestorDocument[] }) {
  const { t } = useTranslation('investors')
  if (documents.length === 0) return null
  return (
    <SectionFrame heading={t('documents.pageHeading')}>
      <DocumentList documents={documents} />
    </SectionFrame>
  )
}
