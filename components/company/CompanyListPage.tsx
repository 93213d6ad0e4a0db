import { useTranslation } from 'next-i18next/pages'
import type { ReactNode } from 'react'
import { container } from '@/styled-system/patterns'
import { InnerPage } from '@/components/layout/InnerPage'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import type { SiteLayout } from '@/lib/content/getSiteLayout'
import { menuEntryLabel } from './menuEntryLabel'

const styles = {
  column: container({ pb: { base: '12', lg: '20' } }),
}

interface CompanyListPageProps {
  layout: SiteLayout
  /** The page's key in the `company` namespace: its fallback title and its intro. */
  textKey: 'milestones' | 'awards' | 'board' | 'executives'
  children: ReactNode
}

/**
 * A Company page listed from documents (milestones, awards, people): named as the menu names
 * it, introduced by our own text.
 */
export function CompanyListPage({ layout, textKey, children }: CompanyListPageProps) {
  const { t } = useTranslation('company')
  const { path } = useCurrentPath()
  const title = menuEntryLabel(path, layout.sections) ?? t(`${textKey}.title`)
  return (
    <InnerPage layout={layout} title={title} intro={t(`${textKey}.intro`)}>
      <div className={styles.column}>{children}</div>
    </InnerPage>
  )
}
