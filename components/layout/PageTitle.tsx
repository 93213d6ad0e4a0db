import Head from 'next/head'
import { useTranslation } from 'next-i18next/pages'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import type { MenuSections } from '@/lib/content/getSiteLayout'
import { menuTitle, type TopMenuLabels } from '@/lib/navigation/menuTitle'
import { TOP_MENU } from '@/lib/navigation/topMenu'

/**
 * `<title>` from the menu entry matching the path, recomputed on every route change; `title`
 * instead for a page the menu does not name (the search page). One `<title>` only: next/head
 * keeps whichever of two re-rendered last.
 */
export function PageTitle({ sections, title }: { sections: MenuSections; title?: string }) {
  const { t } = useTranslation('common')
  const { path } = useCurrentPath()
  const labels = Object.fromEntries(
    TOP_MENU.map((item) => [item.id, t(item.name)]),
  ) as TopMenuLabels
  return (
    <Head>
      <title>{title ?? menuTitle(path, sections, labels)}</title>
    </Head>
  )
}
