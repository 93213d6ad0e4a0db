import Head from 'next/head'
import { useTranslation } from '@/lib/i18n/useTranslation'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import type { SiteLayout } from '@/lib/page/getSiteLayout'
import { titleParts, type PageTitleSource, type TopMenuLabels } from '@/lib/navigation/menuTitle'
import { TOP_MENU } from '@/lib/navigation/topMenu'
import { pageTitle } from '@/lib/seo/pageTitle'

export interface PageTitleOptions extends PageTitleSource {
  /**
   * Replaces the menu's section: a page outside the menu named for what it is (sign-in, 404,
   * search); the name leads it only on a detail page.
   */
  section?: string
}

/**
 * `<title>` and the sharing titles (`og:title`, `twitter:title`), the same text:
 * `Item · Section | Company` (lib/seo/pageTitle.ts), recomputed on every route change.
 */
export function PageTitle({ layout, title }: { layout: SiteLayout; title?: PageTitleOptions }) {
  const { t } = useTranslation('common')
  const { path } = useCurrentPath()
  const labels = Object.fromEntries(
    TOP_MENU.map((item) => [item.id, t(item.name)]),
  ) as TopMenuLabels
  const parts = title?.section
    ? { item: title.isDetailPage ? title.name : null, section: title.section }
    : titleParts(path, layout.sections, labels, title)
  const text = pageTitle({ ...parts, company: layout.settings.brandName })
  return (
    <Head>
      <title>{text}</title>
      <meta property="og:title" content={text} />
      <meta name="twitter:title" content={text} />
    </Head>
  )
}
