import Head from 'next/head'
import { useTranslation } from 'next-i18next/pages'
import { useCurrentPath } from '@/components/navigation/useCurrentPath'
import type { MenuSections } from '@/lib/content/getSiteLayout'
import { menuTitle, type TopMenuLabels } from '@/lib/navigation/menuTitle'
import { TOP_MENU } from '@/lib/navigation/topMenu'

/** `<title>` from the menu entry matching the path, recomputed on every route change. */
export function PageTitle({ sections }: { sections: MenuSections }) {
  const { t } = useTranslation('common')
  const { path } = useCurrentPath()
  const labels = Object.fromEntries(
    TOP_MENU.map((item) => [item.id, t(item.name)]),
  ) as TopMenuLabels
  return (
    <Head>
      <title>{menuTitle(path, sections, labels)}</title>
    </Head>
  )
}
