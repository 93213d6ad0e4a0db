import type { GetStaticProps } from 'next'
import type { LoadOptions } from '@/lib/content/loadOptions'
import type { Lang } from '@/lib/i18n/lang'
import { publicPageProps, type PublicPageProps } from '@/lib/page/publicPage'
import { getQuietPeriod, revalidateBefore, type QuietPeriodState } from './quietPeriod'

/** What every investor page is given besides its own content. */
export interface InvestorPageExtras {
  quietPeriod: QuietPeriodState
}

export type InvestorPageProps<T> = PublicPageProps<T & InvestorPageExtras>

/** The translation namespace of the quiet-period notice, which every investor page shows. */
export const QUIET_PERIOD_NAMESPACE = 'quietPeriod'

/**
 * `getStaticProps` of a page of the investor section (`staticPageProps` plus the quiet period):
 * its content from `load`, the quiet period on the day it is rendered (Bangkok), and a
 * revalidate interval that ends no later than the next midnight at which the notice appears or
 * goes (see docs/quiet-period.md).
 */
export function investorPageProps<T extends object>(
  namespaces: readonly string[],
  load: (lang: Lang, options: LoadOptions) => Promise<T | null>,
): GetStaticProps<InvestorPageProps<T>> {
  return async (context) => {
    const now = new Date()
    let nextChangeAt: string | null = null
    const result = await publicPageProps(
      context,
      [...namespaces, QUIET_PERIOD_NAMESPACE],
      async (lang, options) => {
        const [content, quietPeriod] = await Promise.all([
          load(lang, options),
          getQuietPeriod(lang, now, options),
        ])
        nextChangeAt = quietPeriod.nextChangeAt
        return content && { ...content, quietPeriod }
      },
    )
    if (!('props' in result) || typeof result.revalidate !== 'number') return result
    return { ...result, revalidate: revalidateBefore(nextChangeAt, result.revalidate, now) }
  }
}
