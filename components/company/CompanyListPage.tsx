import { useTranslation } from '@/lib/i18n/useTranslation'
import type { ComponentType, ReactNode } from 'react'
import { container } from '@/styled-system/patterns'
import { InnerPage } from '@/components/layout/InnerPage'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import type { SiteLayout } from '@/lib/page/getSiteLayout'
import type { PublicPageProps } from '@/lib/page/publicPage'
import { menuEntryLabel } from './menuEntryLabel'

const styles = {
  column: container({ pb: { base: '12', lg: '20' } }),
}

/** A page's key in the `company` namespace: its fallback title and its intro. */
type TextKey = 'milestones' | 'awards' | 'board' | 'executives'

interface CompanyListPageProps {
  layout: SiteLayout
  textKey: TextKey
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

/** The page component of such a page: its loaded content drawn by `List`. */
export function companyListRoute<T extends object>(textKey: TextKey, List: ComponentType<T>) {
  return function CompanyListRoute({ layout, ...content }: PublicPageProps<T>) {
    return (
      <CompanyListPage layout={layout} textKey={textKey}>
        <List {...(content as T)} />
      </CompanyListPage>
    )
  }
}
