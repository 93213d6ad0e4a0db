import { useTranslation } from '@/lib/i18n/useTranslation'
import type { ComponentType, ReactNode } from 'react'
import { container } from '@/styled-system/patterns'
import { InnerPage } from '@/components/layout/InnerPage'
import type { SiteLayout } from '@/lib/page/getSiteLayout'
import type { InvestorPageProps } from '@/lib/investors/investorPageProps'
import type { QuietPeriodState } from '@/lib/investors/quietPeriod'
import type { InvestorPageKey } from '@/lib/investors/pages'
import { PrintedOn } from './PrintedOn'
import { QuietPeriodNotice } from './QuietPeriodNotice'

const styles = { body: container({ pb: { base: '12', lg: '16' } }) }

interface InvestorSubPageProps {
  layout: SiteLayout
  /** The page's key under `pages` in the `investors` namespace: its title and intro. */
  page: InvestorPageKey
  /** The quiet period on the day the page was rendered: its notice, when there is one. */
  quietPeriod: QuietPeriodState
  children: ReactNode
}

/**
 * A page of the investor section below the overview, titled and introduced by our own text,
 * its content in the page's column.
 */
export function InvestorSubPage({ layout, page, quietPeriod, children }: InvestorSubPageProps) {
  const { t } = useTranslation('investors')
  return (
    <InnerPage layout={layout} title={t(`pages.${page}.title`)} intro={t(`pages.${page}.intro`)}>
      <QuietPeriodNotice period={quietPeriod.current} />
      <PrintedOn siteName={layout.settings.siteName} />
      <div className={styles.body} data-print-document>
        {children}
      </div>
    </InnerPage>
  )
}

/**
 * The page component of such a page (props from `investorPageProps`): its loaded content drawn
 * by `Body`, with the props of `Body` that are the page's own (`fixed`).
 */
export function investorSubRoute<P extends object, F extends Partial<P> = Record<never, never>>(
  page: InvestorPageKey,
  Body: ComponentType<P>,
  fixed?: F,
) {
  return function InvestorSubRoute({
    layout,
    quietPeriod,
    ...content
  }: InvestorPageProps<Omit<P, keyof F>>) {
    return (
      <InvestorSubPage layout={layout} page={page} quietPeriod={quietPeriod}>
        <Body {...({ ...content, ...fixed } as P)} />
      </InvestorSubPage>
    )
  }
}
